/**
 * A team in the real Studio, one browser context per person, each signed in with their own session (made through the
 * lake's sign-in page as the Studio's login screen makes it; `readonly.test.ts` walks that screen itself). What each
 * role may do over every route is `lake/test/team-roles.test.ts` (queries in every perspective, doc, listen, live
 * events, export, history, writes, and permission before existence); here is what each person sees. The lake sends
 * its editorial-audit webhook to the real function, as `npm start` wires them, so the audit log names who published
 * and who approved.
 */
import { startWebhooks } from '@escrova/lake/webhooks/dispatch'
import { EDITORIAL_AUDIT_ROUTE, EDITORIAL_AUDIT_WEBHOOK } from '@escrova/schemas/editorial-audit'
import type { RoleName } from '@escrova/schemas/roles'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { addMember, signIn } from '../support/team.ts'
import { poll } from '../support/wait.ts'
import { FIXTURES, readyPostDraft, seedFixtures } from './support/fixtures.ts'
import { studioSuite } from './support/suite.ts'
import { retry, runDocumentAction, waitFor } from './support/ui.ts'

const POST_ID = FIXTURES.publishedPost._id
const NEW_TITLE = 'How escrow calms the Lagos market rush, in five steps'
const STAFF_DRAFT = readyPostDraft('post-staff-draft', 'Paying a tailor through escrow', 'tailor-escrow')
const PENDING_COMMENT = {
  _id: 'drafts.comment-walk',
  _type: 'comment',
  post: { _type: 'reference', _ref: POST_ID, _weak: true },
  name: 'Chidi Eze',
  text: 'Escrow saved my phone purchase from a fake seller.',
  createdAt: '2026-11-20T10:01:00.000Z',
  moderationStatus: 'pending',
  spamSignals: { honeypot: false, linkCount: 0, clientHash: 'hash-walk' },
}
const APPLICATION = {
  _id: 'waitList.walk',
  _type: 'waitListApplication',
  fullName: 'Amaka Nwosu',
  email: 'amaka@example.ng',
  phone: '+234 803 123 4567',
  consent: true,
  submittedAt: '2026-11-20T09:30:00.000Z',
  reviewStatus: 'new',
}
const AUDIT_ENTRY = {
  _id: 'auditLog.walk',
  _type: 'auditLogEntry',
  action: 'erase',
  at: '2026-11-21T09:00:00.000Z',
  actor: { _type: 'object', id: 'p-officer', name: 'Pelumi' },
  documentIds: ['waitList.gone'],
}

const studio = studioSuite(async (writer) => {
  await seedFixtures(writer)
  await writer
    .transaction()
    .create(STAFF_DRAFT)
    .create(PENDING_COMMENT)
    .create(APPLICATION)
    .create(AUDIT_ENTRY)
    .commit()
})

type Person = { id: string; name: string; token: string }
const NAMES = { contributor: 'chioma', editor: 'emeka', moderator: 'musa', staff: 'sade' } as const
const people = {} as Record<keyof typeof NAMES, Person>

const WEBHOOK_SECRET = 'team-walk-webhook-secret'
let fn: TestFunction
let webhooks: ReturnType<typeof startWebhooks> | undefined

beforeAll(async () => {
  const { lake } = studio.harness
  fn = await startTestFunction(
    { lakeUrl: lake.url, writeToken: lake.tokens.write },
    { editorialWebhookSecret: WEBHOOK_SECRET },
  )
  webhooks = startWebhooks(lake.runtime, [
    { ...EDITORIAL_AUDIT_WEBHOOK, url: `${fn.url}${EDITORIAL_AUDIT_ROUTE}`, secret: WEBHOOK_SECRET },
  ])
  for (const [role, name] of Object.entries(NAMES) as Array<[keyof typeof NAMES, string]>) {
    const member = await addMember(lake, `${name}@escrova.test`, [role as RoleName])
    people[role] = { id: member.id, name, token: await signIn(lake, member.email, member.password) }
  }
}, 120_000)
afterAll(async () => {
  webhooks?.close()
  await fn?.close()
})

/** The audit log's entries for one document, as the privacy officer reads them. */
const auditOf = (documentId: string) =>
  studio.harness.lake
    .client('write')
    .fetch<Array<{ action: string; actor: { id: string; name: string } }>>(
      '*[_type == "auditLogEntry" && $id in documentIds] | order(at asc) {action, actor{id, name}}',
      { id: documentId },
    )

/** A post opened from Blog → Posts → All posts. */
const postPath = (id: string) => `/structure/blog;posts;posts-all;${id}`

/** The form's title once the document has loaded into it. */
async function titleInput(page: Page, expected: string) {
  const title = page.getByTestId('field-title').locator('input')
  await poll(() => title.inputValue({ timeout: 2000 }), { timeout: 90_000 }).toBe(expected)
  return title
}

/** Publish is shown disabled, and hovering it shows Sanity's own explanation naming the person's role. */
async function expectPublishRefused(page: Page, roleTitle: string): Promise<void> {
  const publish = page.getByTestId('pane-footer').last().getByRole('button', { name: 'Publish', exact: true })
  await publish.waitFor()
  await retry(async () => {
    if (await publish.isEnabled()) throw new Error('Publish is enabled')
    await publish.hover({ force: true, timeout: 5000 })
    await page.getByText('You do not have permission to publish this document.').waitFor({ timeout: 5000 })
  }, 120_000)
  await page.getByText(roleTitle, { exact: true }).last().waitFor({ timeout: 10_000 })
}

describe('a team in the Studio', () => {
  it('a contributor writes a draft but cannot publish; an editor publishes it; the history names both', async () => {
    const writer = studio.harness.lake.client('write')
    const contributor = await studio.harness.open(people.contributor, postPath(POST_ID))
    const title = await titleInput(contributor.page, FIXTURES.publishedPost.title)
    await retry(async () => {
      if (!(await title.isEditable({ timeout: 2000 }))) throw new Error('title still read-only')
    })
    await title.fill(NEW_TITLE)
    await waitFor(
      () => writer.getDocument(`drafts.${POST_ID}`),
      (draft) => draft?.title === NEW_TITLE,
    )
    await expectPublishRefused(contributor.page, 'Contributor')
    expect((await writer.getDocument(POST_ID))?.title).toBe(FIXTURES.publishedPost.title)

    const editor = await studio.harness.open(people.editor, postPath(POST_ID))
    await titleInput(editor.page, NEW_TITLE)
    const retitled = async () => (await writer.getDocument(POST_ID))?.title === NEW_TITLE
    await runDocumentAction(editor.page, 'Publish', { done: retitled })

    // The document's History, as the Studio shows it: the publish by the editor, with "Changes by" the contributor
    // (each person an avatar titled with their name, which the Studio reads from users/<ids>).
    await editor.page.goto(
      `${studio.harness.studio.url}${postPath(POST_ID)}%2Cinspect%3Dsanity%2Fstructure%2Fhistory`,
    )
    const published = editor.page.getByTestId('timeline-item-button').filter({ hasText: 'Published' }).first()
    await published.waitFor()
    for (const person of [people.editor, people.contributor]) {
      await published.locator(`[title="${person.name}"]`).first().waitFor({ timeout: 60_000 })
    }
    // The audit log has the publish, by the editor.
    await poll(() => auditOf(POST_ID)).toEqual([
      { action: 'publish', actor: { id: people.editor.id, name: people.editor.name } },
    ])
  }, 600_000)

  it('a moderator approves a comment, and nothing of applications or the audit log reaches their Studio', async () => {
    const { page } = await studio.harness.open(people.moderator, '/structure/moderation;comments-pending')
    await page.getByText('Chidi Eze · Pending').first().click()
    const anonymous = studio.harness.lake.client(null)
    const approved = async () =>
      (await anonymous.fetch('*[_id == "comment-walk"][0].moderationStatus')) === 'approved'
    await runDocumentAction(page, 'Approve', { done: approved })
    await poll(() => auditOf('comment-walk')).toEqual([
      { action: 'approve', actor: { id: people.moderator.id, name: people.moderator.name } },
    ])
    // The desk lists neither (its items render together: Moderation shown means the others would be too).
    await page.goto(`${studio.harness.studio.url}/structure`)
    await page.getByText('Moderation', { exact: true }).first().waitFor()
    for (const section of ['Applications', 'Support desk', 'Audit log']) {
      expect(await page.getByText(section, { exact: true }).count(), section).toBe(0)
    }
    // Asking the lake directly with the session this Studio holds returns nothing of them.
    const hidden = [APPLICATION._id, AUDIT_ENTRY._id]
    const answers = await page.evaluate(
      async ({ api, ids }) => {
        const stored = JSON.parse(localStorage.getItem('__studio_auth_token_escrova') ?? '{}')
        const headers = { authorization: `Bearer ${stored.token}` }
        const get = (path: string) => fetch(`${api}/v2025-02-19${path}`, { headers }).then((r) => r.text())
        const query = encodeURIComponent(`*[_id in ${JSON.stringify(ids)}]`)
        return {
          query: await get(`/data/query/production?query=${query}&perspective=raw`),
          doc: await get(`/data/doc/production/${ids.join(',')}`),
          exported: await get('/data/export/production'),
        }
      },
      { api: studio.harness.lake.tlsUrl as string, ids: hidden },
    )
    expect(JSON.parse(answers.query).result).toEqual([])
    expect(JSON.parse(answers.doc).documents).toEqual([])
    for (const text of Object.values(answers)) {
      for (const secret of [APPLICATION.phone, APPLICATION.email, AUDIT_ENTRY.actor.name]) {
        expect(text).not.toContain(secret)
      }
    }
  }, 600_000)

  it('staff cannot publish a post', async () => {
    const { page } = await studio.harness.open(people.staff, postPath(STAFF_DRAFT._id.replace('drafts.', '')))
    await titleInput(page, STAFF_DRAFT.title)
    await expectPublishRefused(page, 'Product staff')
    expect(await studio.harness.lake.client('write').getDocument('post-staff-draft')).toBeUndefined()
  }, 600_000)
})
