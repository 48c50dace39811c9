import { describe, expect, it } from 'vitest'
import { fillLakeWithPosts } from '../support/posts-fixture.ts'
import { poll } from '../support/wait.ts'
import { studioSuite } from './support/suite.ts'

/**
 * The Blog's Published and Drafts lists with 2,000 published posts in the lake: they open and show their first
 * items (the list queries and listeners do not carry the published posts' ids, which the lake would refuse).
 */
const POSTS = 2000
const IDEA = 'An idea nobody has published yet'

const studio = studioSuite(async (writer) => {
  await fillLakeWithPosts(writer, POSTS)
  const edited = await writer.getDocument('post-bench-7')
  await writer
    .transaction()
    .createOrReplace({ _id: 'drafts.post-idea', _type: 'post', title: IDEA })
    // A published post with an edit in progress: it stays under Published.
    .createOrReplace({ ...edited, _id: 'drafts.post-bench-7', excerpt: 'An edit in progress.' } as never)
    .commit()
})

describe(`the Blog lists with ${POSTS} posts`, () => {
  it('Published shows the published posts first items, edits in progress included, and no draft', async () => {
    const { page } = await studio.harness.open('write', '/structure/blog;posts;posts-published')
    // Newest first: the post with the edit in progress, then the rest of the blog.
    await page.getByText('Escrow guide number 7:').first().waitFor()
    await page
      .getByText(/^Escrow guide number \d+:/)
      .nth(5)
      .waitFor()
    expect(await page.getByText(IDEA).count()).toBe(0)
    expect(await page.getByText('Could not fetch list items').count()).toBe(0)
  }, 300_000)

  it('Drafts shows the never-published post, and none of the published ones; publishing it moves it', async () => {
    const { page } = await studio.harness.open('write', '/structure/blog;posts;posts-drafts')
    await page.getByText(IDEA).first().waitFor()
    expect(await page.getByText(/^Escrow guide number \d+:/).count()).toBe(0)
    expect(await page.getByText('Could not fetch list items').count()).toBe(0)

    // Published elsewhere (another editor, the schedule job): the open Drafts list lets it go, Published has it.
    await studio.harness.lake.client('write').action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.post-idea',
      publishedId: 'post-idea',
    })
    await poll(() => page.getByText(IDEA).count(), { timeout: 90_000 }).toBe(0)
    await page.getByText('Published', { exact: true }).first().click()
    await page.getByText(IDEA).first().waitFor()
  }, 300_000)
})
