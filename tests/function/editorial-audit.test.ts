/**
 * Editorial decisions in the audit log, by person: the lake sends its editorial-audit webhook (the same filter and
 * projection `npm start` gives it, `identity()` the member who made the change) to the real function, which writes
 * one audit entry per publish, unpublish, moderation decision and release scheduled, unscheduled or published, naming
 * the member by id and name. Unsigned bodies are refused; a retried delivery is written once.
 */
import { startWebhooks } from '@escrova/lake/webhooks/dispatch'
import { EDITORIAL_AUDIT_ROUTE, EDITORIAL_AUDIT_WEBHOOK } from '@escrova/schemas/editorial-audit'
import { encodeSignatureHeader } from '@sanity/webhook'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { lakeClient, startTestLake, type TestLake } from '../support/lake.ts'
import { addMember, signIn } from '../support/team.ts'
import { poll } from '../support/wait.ts'

const SECRET = 'editorial-webhook-secret-for-tests'
let lake: TestLake
let fn: TestFunction
let webhooks: ReturnType<typeof startWebhooks>
const people = {} as Record<'editor' | 'moderator', { id: string; token: string }>

beforeAll(async () => {
  lake = await startTestLake()
  fn = await startTestFunction(
    { lakeUrl: lake.url, writeToken: lake.tokens.write },
    { editorialWebhookSecret: SECRET },
  )
  webhooks = startWebhooks(
    lake.runtime,
    [{ ...EDITORIAL_AUDIT_WEBHOOK, url: `${fn.url}${EDITORIAL_AUDIT_ROUTE}`, secret: SECRET }],
    { retries: 3, minTimeout: 50, maxTimeout: 200 },
  )
  for (const role of ['editor', 'moderator'] as const) {
    const member = await addMember(lake, `${role}@escrova.test`, [role])
    people[role] = { id: member.id, token: await signIn(lake, member.email, member.password) }
  }
}, 60_000)
afterAll(async () => {
  webhooks?.close()
  await fn?.close()
  await lake?.stop()
})

const entries = () =>
  lake
    .client()
    .fetch<Array<{ action: string; actor: { id: string; name?: string }; documentIds: string[] }>>(
      '*[_type == "auditLogEntry"] | order(at asc, _id asc) {action, actor{id, name}, documentIds}',
    )

const act = (role: keyof typeof people, actions: unknown[]) =>
  lakeClient(lake.url, people[role].token).action(actions as never)

const ids = (publishedId: string) => ({ publishedId, draftId: `drafts.${publishedId}` })

describe('the editorial audit', () => {
  it('records publishes and moderation decisions by the person who made them', async () => {
    const writer = lake.client()
    await writer
      .transaction()
      .create({ _id: 'drafts.post-audit', _type: 'post', title: 'Escrow for tailors' })
      .create({ _id: 'drafts.comment-good', _type: 'comment', name: 'Ada', moderationStatus: 'pending' })
      .create({ _id: 'drafts.comment-bad', _type: 'comment', name: 'Sam', moderationStatus: 'pending' })
      .commit()
    await webhooks.idle()
    expect(await entries()).toEqual([])

    const editor = lakeClient(lake.url, people.editor.token)
    // An edit to a draft is no decision.
    await editor.patch('drafts.post-audit').set({ title: 'Escrow for tailors and weavers' }).commit()
    await act('editor', [{ actionType: 'sanity.action.document.publish', ...ids('post-audit') }])
    const status = (id: string, moderationStatus: string) => ({
      actionType: 'sanity.action.document.edit',
      ...ids(id),
      patch: { set: { moderationStatus } },
    })
    await act('moderator', [
      status('comment-good', 'approved'),
      { actionType: 'sanity.action.document.publish', ...ids('comment-good') },
    ])
    await act('moderator', [status('comment-bad', 'rejected')])
    await act('editor', [{ actionType: 'sanity.action.document.unpublish', ...ids('post-audit') }])
    await webhooks.idle()

    const editor_ = { id: people.editor.id, name: 'editor' }
    const moderator = { id: people.moderator.id, name: 'moderator' }
    const logged = await entries()
    expect(logged.map(({ action }) => action).sort()).toEqual(
      ['approve', 'publish', 'reject', 'unpublish'].sort(),
    )
    const byAction = Object.fromEntries(logged.map((entry) => [entry.action, entry]))
    expect(byAction.publish).toMatchObject({ actor: editor_, documentIds: ['post-audit'] })
    expect(byAction.unpublish).toMatchObject({ actor: editor_, documentIds: ['post-audit'] })
    expect(byAction.approve).toMatchObject({ actor: moderator, documentIds: ['comment-good'] })
    expect(byAction.reject).toMatchObject({ actor: moderator, documentIds: ['comment-bad'] })
  })

  it('records a release scheduled and published at its time by the lake, both by the person who scheduled it', async () => {
    const editor = lakeClient(lake.url, people.editor.token).withConfig({ apiVersion: '2025-02-19' })
    const releaseId = 'raudit01'
    const publishAt = new Date(Date.now() + 3000).toISOString()
    await editor.action([
      {
        actionType: 'sanity.action.release.create',
        releaseId,
        metadata: { title: 'Tailors week', releaseType: 'scheduled' },
      },
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'post-release-audit',
        document: {
          _id: `versions.${releaseId}.post-release-audit`,
          _type: 'post',
          title: 'Escrow for weavers',
        },
      },
      { actionType: 'sanity.action.release.schedule', releaseId, publishAt },
    ] as never)
    const releaseDocId = `_.releases.${releaseId}`
    const about = async (action: string) =>
      (await entries()).filter((entry) => entry.action === action && entry.documentIds.includes(releaseDocId))
    // The lake publishes it at its time, on its own: the entry names the editor who scheduled it.
    await poll(async () => (await about('publish')).length, { timeout: 60_000 }).toBe(1)
    const editor_ = { id: people.editor.id, name: 'editor' }
    expect(await about('schedule')).toEqual([
      expect.objectContaining({ actor: editor_, documentIds: [releaseDocId] }),
    ])
    expect(await about('publish')).toEqual([
      expect.objectContaining({ actor: editor_, documentIds: [releaseDocId, 'post-release-audit'] }),
    ])
    expect(await lake.client(null).getDocument('post-release-audit')).toMatchObject({
      title: 'Escrow for weavers',
    })
  })

  it('credits a release published by a transaction naming no one (hosted) to the person who scheduled it', async () => {
    const releaseDocId = '_.releases.raudit01'
    const body = JSON.stringify({
      documentId: releaseDocId,
      documentType: 'system.release',
      operation: 'update',
      release: {
        title: 'Tailors week',
        stateBefore: 'scheduled',
        state: 'published',
        documentIds: ['post-x'],
      },
    })
    const response = await fn.post(EDITORIAL_AUDIT_ROUTE, body, {
      'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRET),
      'idempotency-key': 'tx-anonymous-release#editorial-audit',
    })
    expect(response.status).toBe(200)
    await poll(async () =>
      (await entries()).filter((entry) => entry.action === 'publish' && entry.documentIds.includes('post-x')),
    ).toHaveLength(1)
    expect(
      (await entries()).find((entry) => entry.action === 'publish' && entry.documentIds.includes('post-x')),
    ).toMatchObject({
      actor: { id: people.editor.id, name: 'editor' },
      documentIds: [releaseDocId, 'post-x'],
    })
  })

  it('refuses a body without the right signature and writes nothing', async () => {
    const before = (await entries()).length
    const body = JSON.stringify({
      documentId: 'post-forged',
      documentType: 'post',
      actor: people.moderator.id,
      operation: 'create',
    })
    const unsigned = await fn.post(EDITORIAL_AUDIT_ROUTE, body)
    expect(unsigned.status).toBe(401)
    const forged = await fn.post(EDITORIAL_AUDIT_ROUTE, body, {
      'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), 'not-the-secret'),
    })
    expect(forged.status).toBe(401)
    expect((await forged.json()) as unknown).toMatchObject({ error: { code: 'invalid_signature' } })
    expect((await entries()).length).toBe(before)
  })

  it('writes a retried delivery once', async () => {
    const before = (await entries()).length
    const body = JSON.stringify({
      documentId: 'post-retried',
      documentType: 'post',
      actor: people.editor.id,
      operation: 'create',
    })
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fn.post(EDITORIAL_AUDIT_ROUTE, body, {
        'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRET),
        'idempotency-key': 'tx-1#post-retried#editorial-audit',
      })
      expect(response.status).toBe(200)
    }
    await poll(async () => (await entries()).length).toBe(before + 1)
  })
})
