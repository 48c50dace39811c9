/**
 * Privacy as the hosted lake enforces it: anonymous callers see only published documents whose `_id` has no `.`,
 * by filter, by id and through data/doc, in every perspective; writes need a token with write access. The viewer
 * (read token) sees site content alone: no application, ticket, privacy record or audit entry, on every read route
 * (every role: `team-roles.test.ts`). The audit log is appended to and never edited or deleted, by anyone.
 */
import { AUDIT_LOG_PATH } from '@escrova/schemas/privacy'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake

const AUDIT_ID = `${AUDIT_LOG_PATH}.entry-1`
const PRIVATE_IDS = ['drafts.comment-1', 'waitList.app-1', 'drafts.post-2', AUDIT_ID]

beforeAll(async () => {
  lake = await startTestLake()
  await lake
    .client()
    .transaction()
    .create({ _id: 'comment-2', _type: 'comment', name: 'Tunde', text: 'Approved and public' })
    .create({ _id: 'drafts.comment-1', _type: 'comment', name: 'Kemi', text: 'Pending moderation' })
    .create({ _id: 'waitList.app-1', _type: 'waitListApplication', email: 'kemi@example.com' })
    .create({ _id: 'post-2', _type: 'post', title: 'Published' })
    .create({ _id: 'drafts.post-2', _type: 'post', title: 'Unpublished edit' })
    .create({ _id: AUDIT_ID, _type: 'auditLogEntry', action: 'erase', subjectHash: 'abc123' })
    .commit()
})

afterAll(() => lake.stop())

describe('anonymous readers', () => {
  for (const perspective of ['published', 'drafts', 'raw'] as const) {
    it(`see no private documents by filter (${perspective})`, async () => {
      const ids = await lake.client(null).fetch('*._id', {}, { perspective })
      expect(ids.sort()).toEqual(['comment-2', 'post-2'])
      const emails = await lake.client(null).fetch('*[defined(email)].email', {}, { perspective })
      expect(emails).toEqual([])
    })
  }

  it('see no private documents by id, in queries or data/doc', async () => {
    const anonymous = lake.client(null)
    for (const id of PRIVATE_IDS) {
      expect(await anonymous.fetch('*[_id == $id][0]', { id }, { perspective: 'raw' })).toBeNull()
      expect(await anonymous.getDocument(id)).toBeUndefined()
    }
    const response = await fetch(
      `${lake.url}/v2025-01-08/data/doc/production/${PRIVATE_IDS.join(',')},comment-2`,
    )
    const body = (await response.json()) as { documents: Array<{ _id: string }>; omitted: unknown[] }
    expect(body.documents.map((doc) => doc._id)).toEqual(['comment-2'])
    expect(body.omitted).toEqual(PRIVATE_IDS.map((id) => ({ id, reason: 'permission' })))
  })

  it('cannot follow a reference into a private document', async () => {
    await lake.client().create({
      _id: 'reply-1',
      _type: 'comment',
      parent: { _type: 'reference', _ref: 'waitList.app-1', _weak: true },
    })
    expect(await lake.client(null).fetch('*[_id == "reply-1"][0].parent->email')).toBeNull()
  })

  it('cannot write', async () => {
    const error = await lake
      .client(null)
      .create({ _id: 'spam', _type: 'comment' })
      .catch((e) => e)
    expect(error.statusCode).toBe(403)
    expect(error.details.items[0].error.type).toBe('insufficientPermissionsError')
    expect(await lake.client().getDocument('spam')).toBeUndefined()
  })
})

describe('tokens', () => {
  it('the read-only token reads drafts of site content, never an application, and cannot write', async () => {
    const reader = lake.client('read')
    expect((await reader.getDocument('drafts.post-2'))?.title).toBe('Unpublished edit')
    expect(await reader.getDocument('waitList.app-1')).toBeUndefined()
    const error = await reader
      .patch('post-2')
      .set({ title: 'hijacked' })
      .commit()
      .catch((e) => e)
    expect(error.statusCode).toBe(403)
    expect(error.message).toContain('permission "update" required')
    expect((await reader.getDocument('post-2'))?.title).toBe('Published')
  })

  it('an unknown token is refused with 401, even for reads', async () => {
    const response = await fetch(`${lake.url}/v2025-01-08/data/query/production?query=*`, {
      headers: { authorization: 'Bearer not-a-token' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Session not found',
    })
  })
})

describe('the audit log, for administrators alone', () => {
  const api = (path: string, token: 'write' | 'read') =>
    fetch(`${lake.url}/v2025-01-08${path}`, { headers: { authorization: `Bearer ${lake.tokens[token]}` } })

  it('a viewer finds no audit entry by filter, by id or through data/doc; an administrator does', async () => {
    const viewer = lake.client('read')
    for (const perspective of ['published', 'drafts', 'raw'] as const) {
      expect(await viewer.fetch('*[_type == "auditLogEntry"]._id', {}, { perspective })).toEqual([])
      expect(await viewer.fetch('*[_id == $id][0]', { id: AUDIT_ID }, { perspective })).toBeNull()
    }
    expect(await viewer.getDocument(AUDIT_ID)).toBeUndefined()
    expect((await viewer.getDocument('drafts.post-2'))?._id).toBe('drafts.post-2')
    const doc = (await (await api(`/data/doc/production/${AUDIT_ID}`, 'read')).json()) as {
      omitted: unknown[]
    }
    expect(doc.omitted).toEqual([{ id: AUDIT_ID, reason: 'permission' }])
    expect(await lake.client('write').fetch('*[_type == "auditLogEntry"]._id')).toEqual([AUDIT_ID])
  })

  it('a viewer gets no history or export of it, and the Studio is told by the grants', async () => {
    expect(
      (await api(`/data/history/production/documents/${AUDIT_ID}?time=2100-01-01T00:00:00Z`, 'read')).status,
    ).toBe(403)
    expect((await api(`/data/history/production/transactions/${AUDIT_ID}`, 'read')).status).toBe(403)
    expect((await api(`/data/history/production/transactions/${AUDIT_ID}`, 'write')).status).toBe(200)
    const exported = await (await api('/data/export/production', 'read')).text()
    expect(exported).toContain('drafts.post-2')
    expect(exported).not.toContain('kemi@example.com')
    expect(exported).not.toContain(AUDIT_ID)
    expect(await (await api('/data/export/production', 'write')).text()).toContain(AUDIT_ID)
    const grants = (await (
      await api(`/projects/${lake.projectId}/datasets/production/acl`, 'read')
    ).json()) as Array<{
      filter: string
    }>
    expect(grants).toHaveLength(1)
    expect(grants[0].filter).toContain(`!(_id in path("${AUDIT_LOG_PATH}.**")`)
  })

  it('a viewer listening to everything hears no audit entry being written', async () => {
    const heard: string[] = []
    let welcomed = false
    const subscription = lake
      .client('read')
      .listen('*', {}, { events: ['welcome', 'mutation'], includeResult: false } as never)
      .subscribe((event) => {
        const { type, documentId } = event as { type: string; documentId: string }
        if (type === 'welcome') welcomed = true
        else heard.push(documentId)
      })
    await expect.poll(() => welcomed).toBe(true)
    await lake.client().create({ _id: `${AUDIT_LOG_PATH}.entry-2`, _type: 'auditLogEntry', action: 'find' })
    await lake
      .client()
      .create({ _id: 'waitList.app-2', _type: 'waitListApplication', email: 'ada@example.com' })
    await lake.client().create({ _id: 'drafts.post-3', _type: 'post', title: 'Heard' })
    await expect.poll(() => heard).toContain('drafts.post-3')
    subscription.unsubscribe()
    expect(heard).not.toContain(`${AUDIT_LOG_PATH}.entry-2`)
    expect(heard).not.toContain('waitList.app-2')
  })
})

describe('the audit log is appended to, never edited', () => {
  const refusal = (error: {
    statusCode?: number
    details?: { items?: Array<{ error: { type: string } }> }
  }) => ({
    status: error.statusCode,
    type: error.details?.items?.[0]?.error.type,
  })
  const REFUSED = { status: 403, type: 'insufficientPermissionsError' }

  it("the function's write token appends an entry, and a retried one (createIfNotExists) changes nothing", async () => {
    const id = `${AUDIT_LOG_PATH}.appended`
    await lake.client().create({ _id: id, _type: 'auditLogEntry', action: 'find' })
    await lake.client().createIfNotExists({ _id: id, _type: 'auditLogEntry', action: 'erase' })
    expect(await lake.client().getDocument(id)).toMatchObject({ action: 'find' })
  })

  it('nobody edits, replaces or deletes an entry, not even the write token; the entry stays as written', async () => {
    const before = await lake.client().getDocument(AUDIT_ID)
    const attempts = [
      () => lake.client().patch(AUDIT_ID).set({ action: 'find' }).commit(),
      () => lake.client().createOrReplace({ _id: AUDIT_ID, _type: 'auditLogEntry', action: 'find' }),
      () => lake.client().delete(AUDIT_ID),
      () => lake.client().delete({ query: '*[_type == "auditLogEntry"]' }),
    ]
    for (const attempt of attempts) expect(refusal(await attempt().catch((e) => e))).toEqual(REFUSED)
    expect(await lake.client().getDocument(AUDIT_ID)).toEqual(before)
  })
})
