/**
 * Journey 2: visitors comment on a post and reply to an approved comment on the site; neither shows while pending. A
 * moderator opens Moderation → Pending in the Studio and approves both: they show on the post page on the next visit,
 * without a rebuild. A third visitor's comment is rejected in the Studio and never shows.
 */
import { COMMENT_CONSENT_LABEL, COMMENT_MESSAGES } from '@escrova/schemas/comments'
import type { Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { ALL_BLOCKS_SLUG } from '../site/blog-stack.ts'
import { gotoHydrated } from '../site/helpers.ts'
import { confirmAction, runDocumentAction, waitFor } from '../studio/support/ui.ts'
import { poll } from '../support/wait.ts'
import { journeyWithCachedSite } from './support/hooks.ts'

const journey = journeyWithCachedSite()

const stamp = Date.now()
const COMMENT = { name: 'Ngozi Adeyemi', text: `Escrow let me pay for a laptop in Aba without fear ${stamp}` }
const REPLY = { name: 'Bola Ige', text: `Same for me with a phone from Computer Village ${stamp}` }
const REJECTED = { name: 'Cheap Followers', text: `Buy followers at my page today ${stamp}` }

const postUrl = () => `${journey.site.url}/blogs/${ALL_BLOCKS_SLUG}`

async function commentCount(page: Page): Promise<number> {
  const text = (await page.locator('#comments-heading').textContent()) ?? ''
  return Number(/^(\d+)/.exec(text)?.[1] ?? Number.NaN)
}

/** Opens the post and waits until its comments (loaded from the lake at run time) are on the page. */
async function openPost(page: Page): Promise<number> {
  await gotoHydrated(page, postUrl())
  await poll(() => commentCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(0)
  return commentCount(page)
}

async function leaveComment(page: Page, comment: { name: string; text: string }) {
  const form = page.getByRole('form', { name: 'Leave A Comment' })
  await form.getByLabel('Name').fill(comment.name)
  await form.getByLabel('Message').fill(comment.text)
  await form.getByLabel(COMMENT_CONSENT_LABEL).check()
  await form.getByRole('button', { name: 'Post Comment' }).click()
  await poll(() => page.getByText(COMMENT_MESSAGES.awaitingModeration).isVisible()).toBe(true)
}

/**
 * Moderation → Pending → the comment → a document action, then waits for the lake to show its effect before the
 * Studio's page is closed (closing it at once could cut the action's request on its way).
 */
async function moderate(comment: { name: string; text: string }, action: 'Approve' | 'Reject') {
  const { page } = await journey.stack.studio.open('write', '/structure/moderation')
  await page
    .getByText(/^Pending \(\d+\)$/)
    .first()
    .click({ timeout: 60_000 })
  await page.getByText(`${comment.name} · Pending`).first().click({ timeout: 60_000 })
  const status = action === 'Approve' ? 'approved' : 'rejected'
  const read = () =>
    journey.stack.lake.client('write').fetch(COMMENT_BY_TEXT, { text: comment.text }, { perspective: 'raw' })
  // Approve is done when the lake says so; Reject when its confirmation shows.
  await runDocumentAction(
    page,
    action,
    action === 'Approve'
      ? { done: async () => (await read())?.moderationStatus === status }
      : { shows: page.getByRole('button', { name: 'Yes, reject', exact: true }) },
  )
  if (action === 'Reject') await confirmAction(page, 'Yes, reject')
  await waitFor(read, (doc) => doc?.moderationStatus === status)
  await page.context().close()
}

/** A comment by its text, with its status and the comment it replies to. */
const COMMENT_BY_TEXT =
  '*[_type == "comment" && text == $text][0]{_id, name, moderationStatus, "parent": parent._ref}'

describe('journey: comments go through moderation in the Studio', () => {
  it('shows a comment and a reply once approved, never a rejected one', async () => {
    const visitor = await journey.site.newPage()
    const before = await openPost(visitor)
    expect(before).toBeGreaterThan(0)

    // A visitor comments, another replies to the first (approved) comment, a third posts spam.
    await leaveComment(visitor, COMMENT)
    const firstComment = visitor.locator('.comment-list > .comment').first()
    const parentDomId = (await firstComment.getAttribute('id')) as string
    const parentName = (await firstComment.locator('.comment-author').first().textContent()) as string
    await firstComment
      .getByRole('button', { name: `Reply to ${parentName}` })
      .first()
      .click()
    const replyForm = visitor.getByRole('form', { name: `Reply to ${parentName}` })
    await replyForm.getByLabel('Name').fill(REPLY.name)
    await replyForm.getByLabel('Reply').fill(REPLY.text)
    await replyForm.getByLabel(COMMENT_CONSENT_LABEL).check()
    await replyForm.getByRole('button', { name: 'Post Reply' }).click()
    await poll(() => firstComment.getByText(COMMENT_MESSAGES.awaitingModeration).isVisible()).toBe(true)
    const spammer = await journey.site.newPage()
    await openPost(spammer)
    await leaveComment(spammer, REJECTED)

    // Pending: the public API has none of them, and a fresh visit shows none of them.
    const anonymous = journey.stack.lake.client(null)
    const writer = journey.stack.lake.client('write')
    for (const { text } of [COMMENT, REPLY, REJECTED]) {
      expect(await anonymous.fetch(COMMENT_BY_TEXT, { text })).toBeNull()
      expect(await writer.fetch(COMMENT_BY_TEXT, { text }, { perspective: 'raw' })).toMatchObject({
        moderationStatus: 'pending',
      })
    }
    const reply = await writer.fetch(COMMENT_BY_TEXT, { text: REPLY.text }, { perspective: 'raw' })
    expect(`comment-${reply.parent}`).toBe(parentDomId)
    await visitor.reload()
    await poll(() => commentCount(visitor), { timeout: 30_000 }).toBe(before)
    for (const { text } of [COMMENT, REPLY, REJECTED]) expect(await visitor.getByText(text).count()).toBe(0)

    // The moderator approves the comment and the reply, and rejects the spam, under Moderation → Pending.
    await moderate(COMMENT, 'Approve')
    await moderate(REPLY, 'Approve')
    await moderate(REJECTED, 'Reject')
    for (const { text } of [COMMENT, REPLY]) {
      await waitFor(
        () => anonymous.fetch(COMMENT_BY_TEXT, { text }),
        (doc) => doc?.moderationStatus === 'approved',
      )
    }
    await waitFor(
      () => writer.fetch(COMMENT_BY_TEXT, { text: REJECTED.text }, { perspective: 'raw' }),
      (doc) => doc?.moderationStatus === 'rejected',
    )
    expect(await anonymous.fetch(COMMENT_BY_TEXT, { text: REJECTED.text })).toBeNull()

    // The post page shows both on the next visit (no rebuild): the comment, and the reply under its parent.
    await visitor.reload()
    await poll(() => visitor.getByText(COMMENT.text).isVisible(), { timeout: 30_000 }).toBe(true)
    await poll(() =>
      visitor.locator(`#${parentDomId} > .comment-replies`).getByText(REPLY.text).isVisible(),
    ).toBe(true)
    expect(await commentCount(visitor)).toBe(before + 2)
    expect(await visitor.getByText(REJECTED.text).count()).toBe(0)
    // A visitor who never saw the forms sees the same.
    const newcomer = await journey.site.newPage()
    expect(await openPost(newcomer)).toBe(before + 2)
    await poll(() => newcomer.getByText(REPLY.text).isVisible()).toBe(true)
    expect(await newcomer.getByText(REJECTED.text).count()).toBe(0)
  }, 900_000)
})
