/**
 * A Studio the team can trust, one browser context per person, each signed in with their own session: staff
 * cannot decide on a visitor's comment; a contributor is not offered Schedule publish (an editor is, on the same
 * draft); a moderator's Reject asks for confirmation first, and Cancel changes nothing; a deleted post comes back
 * from its history with "Restore most recent revision"; a role change reaches an open Studio, and waits until the
 * person stops typing, so every letter reaches the lake. What each role may do over the lake's routes is
 * `lake/test/team-roles.test.ts` and `lake/test/refusals-change-nothing.test.ts`.
 */
import type { RoleName } from '@escrova/schemas/roles'
import { describe, expect, it } from 'vitest'
import { addMember, signIn } from '../support/team.ts'
import { FIXTURES, readyPostDraft, seedFixtures } from './support/fixtures.ts'
import { studioSuite } from './support/suite.ts'
import { confirmAction, documentMenuItems, retry, runDocumentAction, waitFor } from './support/ui.ts'

const comment = (id: string, name: string) => ({
  _id: `drafts.${id}`,
  _type: 'comment',
  post: { _type: 'reference', _ref: FIXTURES.publishedPost._id, _weak: true },
  name,
  text: 'Escrow saved my phone purchase from a fake seller.',
  createdAt: '2025-01-10T10:00:00.000Z',
  moderationStatus: 'pending',
  spamSignals: { honeypot: false, linkCount: 0, clientHash: `hash-${id}` },
})
const STAFF_COMMENT = comment('comment-staff-link', 'Bisi Ade')
const MODERATED_COMMENT = comment('comment-confirm', 'Kunle Ojo')
const DRAFT = readyPostDraft('post-trust-draft', 'Paying a mechanic through escrow', 'mechanic-escrow')
const TYPED_DRAFT = readyPostDraft('post-trust-typing', 'Escrow for tailors', 'escrow-tailors')
const DELETED = {
  ...FIXTURES.publishedPost,
  _id: 'post-to-restore',
  title: 'Escrow for Aba shoemakers',
  slug: { _type: 'slug', current: 'escrow-aba-shoemakers' },
}

const studio = studioSuite(async (writer) => {
  await seedFixtures(writer)
  await writer
    .transaction()
    .create(STAFF_COMMENT)
    .create(MODERATED_COMMENT)
    .create(DRAFT)
    .create(TYPED_DRAFT)
    .create(DELETED)
    .commit()
})

const people = {} as Record<RoleName, { token: string }>
async function person(role: RoleName) {
  if (!people[role]) {
    const { lake } = studio.harness
    const member = await addMember(lake, `${role.toLowerCase()}-trust@escrova.test`, [role])
    people[role] = { token: await signIn(lake, member.email, member.password) }
  }
  return people[role]
}

const writer = () => studio.harness.lake.client('write')

describe('a Studio the team can trust', () => {
  it('staff open a pending comment from a link and cannot approve, reject or mark it as spam', async () => {
    const { page } = await studio.harness.open(
      await person('staff'),
      `/intent/edit/id=comment-staff-link;type=comment`,
    )
    await page.getByText(STAFF_COMMENT.name).first().waitFor({ timeout: 90_000 })
    // Once permissions have loaded, the Studio says why (the primary action's tooltip).
    const approve = page
      .getByTestId('pane-footer')
      .last()
      .getByRole('button', { name: 'Approve', exact: true })
    await retry(async () => {
      await approve.hover({ force: true, timeout: 5000 })
      await page.getByText('You do not have permission to moderate comments').waitFor({ timeout: 5000 })
    }, 120_000)
    expect(await approve.isDisabled()).toBe(true)
    const menu = page.getByTestId('pane-footer').last().getByTestId('action-menu-button')
    await menu.click()
    for (const label of ['Reject', 'Mark as spam']) {
      expect(await page.getByRole('menuitem', { name: label }).isDisabled(), label).toBe(true)
    }
    expect(await writer().getDocument(STAFF_COMMENT._id)).toMatchObject({ moderationStatus: 'pending' })
  }, 300_000)

  it('a contributor is not offered Schedule publish on a draft; an editor is', async () => {
    const path = `/intent/edit/id=${DRAFT._id.replace('drafts.', '')};type=post`
    const contributor = await studio.harness.open(await person('contributor'), path)
    const publish = contributor.page
      .getByTestId('pane-footer')
      .last()
      .getByRole('button', { name: 'Publish', exact: true })
    // Publish refused by Sanity's own message: the person's permissions have loaded.
    await retry(async () => {
      await publish.hover({ force: true, timeout: 5000 })
      await contributor.page
        .getByText('You do not have permission to publish this document.')
        .waitFor({ timeout: 5000 })
    }, 120_000)
    const offered = (await documentMenuItems(contributor.page)).join('|')
    expect(offered).not.toMatch(/Schedule publish/)
    expect(offered).toMatch(/Discard changes|Duplicate/)

    const editor = await studio.harness.open(await person('editor'), path)
    await retry(async () => {
      const items = (await documentMenuItems(editor.page)).join('|')
      if (!/Schedule publish/.test(items)) throw new Error(`no Schedule publish yet: ${items}`)
    }, 120_000)
    // Nothing was scheduled or left behind.
    expect(await writer().fetch('count(*[_id in path("_.releases.*")])')).toBe(0)
  }, 300_000)

  it("a moderator's Reject asks first: Cancel changes nothing, confirming rejects and records when", async () => {
    const { page } = await studio.harness.open(
      await person('moderator'),
      '/structure/moderation;comments-pending;comment-confirm',
    )
    await page.getByText(MODERATED_COMMENT.name).first().waitFor({ timeout: 90_000 })
    // Its question shows only once the click landed: a click the footer drew again under opens nothing, and is made
    // again (as Schedule publish's dialog is waited for).
    const question = page.getByText(/Reject this comment\? It stays private/)
    await runDocumentAction(page, 'Reject', { shows: question })
    await confirmAction(page, 'Cancel')
    await question.waitFor({ state: 'detached' })
    expect(await writer().getDocument(MODERATED_COMMENT._id)).toMatchObject({ moderationStatus: 'pending' })

    const before = Date.now()
    await runDocumentAction(page, 'Reject', { shows: question })
    await confirmAction(page, 'Yes, reject')
    const rejected = await waitFor(
      () => writer().getDocument(MODERATED_COMMENT._id),
      (doc) => doc?.moderationStatus === 'rejected',
    )
    expect(Date.parse(String(rejected?.decidedAt))).toBeGreaterThanOrEqual(before - 60_000)
  }, 300_000)

  it('an editor restores a deleted post from its history', async () => {
    const editor = await person('editor')
    const deleted = await fetch(`${studio.harness.lake.url}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        actions: [
          { actionType: 'sanity.action.document.delete', publishedId: DELETED._id, includeDrafts: [] },
        ],
      }),
    })
    expect(deleted.status).toBe(200)
    expect(await writer().getDocument(DELETED._id)).toBeUndefined()

    const { page } = await studio.harness.open(editor, `/intent/edit/id=${DELETED._id};type=post`)
    await page.getByText('This document has been deleted.').waitFor({ timeout: 90_000 })
    await page.getByRole('button', { name: 'Restore most recent revision' }).click()
    const restored = await waitFor(
      () => writer().getDocument(`drafts.${DELETED._id}`),
      (doc) => doc !== undefined,
    )
    expect(restored).toMatchObject({ _type: 'post', title: DELETED.title })
    await page.getByTestId('field-title').locator('input').waitFor()
  }, 300_000)

  it('a role changed by an administrator reaches an open Studio: Publish turns off without the person reloading', async () => {
    const { lake } = studio.harness
    const member = await addMember(lake, 'demoted@escrova.test', ['editor'])
    const token = await signIn(lake, member.email, member.password)
    const { page } = await studio.harness.open(
      { token },
      `/intent/edit/id=${DRAFT._id.replace('drafts.', '')};type=post`,
    )
    const publish = page
      .getByTestId('pane-footer')
      .last()
      .getByRole('button', { name: 'Publish', exact: true })
    await retry(async () => {
      if (!(await publish.isEnabled())) throw new Error('Publish not enabled yet')
    }, 120_000)
    // The test never reloads the page: the Studio notices the change itself (studio/components/role-watch/).
    lake.runtime.team.setRoles(member.email, ['contributor'])
    await retry(async () => {
      await publish.hover({ force: true, timeout: 5000 })
      await page.getByText('You do not have permission to publish this document.').waitFor({ timeout: 5000 })
    }, 120_000)
    expect(await writer().getDocument(DRAFT._id.replace('drafts.', ''))).toBeUndefined()
  }, 300_000)

  it('a role change while the person types waits until they stop: every letter typed reaches the lake', async () => {
    const { lake } = studio.harness
    const member = await addMember(lake, 'typing-demoted@escrova.test', ['editor'])
    const token = await signIn(lake, member.email, member.password)
    const { page } = await studio.harness.open(
      { token },
      `/intent/edit/id=${TYPED_DRAFT._id.replace('drafts.', '')};type=post`,
    )
    const title = page.getByTestId('field-title').locator('input')
    await title.waitFor({ timeout: 120_000 })
    await title.click()
    await title.press('End')
    lake.runtime.team.setRoles(member.email, ['contributor'])
    // Slowly, for longer than one role check (15 s): the change is noticed while the person is still typing. Few
    // keys, as each costs the Studio a render, which a loaded machine makes slow.
    const typed = ' in Kano, paid after each fitting'
    await title.pressSequentially(typed, { delay: 600, timeout: 180_000 })
    const publish = page
      .getByTestId('pane-footer')
      .last()
      .getByRole('button', { name: 'Publish', exact: true })
    await retry(async () => {
      await publish.hover({ force: true, timeout: 5000 })
      await page.getByText('You do not have permission to publish this document.').waitFor({ timeout: 5000 })
    }, 120_000)
    const saved = await waitFor(
      () => writer().getDocument(TYPED_DRAFT._id),
      (doc) => doc?.title === `${TYPED_DRAFT.title}${typed}`,
      30_000,
    )
    expect(saved?.title).toBe(`${TYPED_DRAFT.title}${typed}`)
    await expect.poll(() => title.inputValue(), { timeout: 30_000 }).toBe(`${TYPED_DRAFT.title}${typed}`)
  }, 300_000)
})
