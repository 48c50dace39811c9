/**
 * Data-rights tooling through the function against a real lake and sheet: only the privacy officer's own token gets
 * in; find and export hold exactly one person's records; a correction passes the shared rules and reaches the
 * application's spreadsheet row (`data-rights-sheet.test.ts` has its faults and edges); erasure removes the
 * application (published and draft) with its history in the lake, the ticket and the spreadsheet row, leaves
 * everyone else alone, and every action is in the audit log, which anonymous readers never see.
 */
import { createHash, createHmac } from 'node:crypto'
import { WAIT_LIST_MESSAGES } from '@escrova/schemas/wait-list'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_AUDIT_HASH_SECRET } from '../support/functions.ts'
import { addMember, signIn } from '../support/team.ts'
import { type Harness, startHarness, validApplication, validTicket } from './harness.ts'

let h: Harness
let appId: string
let otherAppId: string
beforeAll(async () => {
  h = await startHarness()
  const apply = async (email: string) =>
    ((await (await h.fn.post('/api/wait-list', validApplication({ email }))).json()) as { id: string }).id
  appId = await apply('amaka@example.com')
  otherAppId = await apply('bola@example.com')
  await h.fn.post('/api/support', validTicket({ email: 'Amaka@Example.com', name: 'Amaka' }))
  await h.fn.post('/api/support', validTicket({ email: 'bola@example.com', name: 'Bola' }))
  await h.fn.service.settle()
  const client = h.lake.client()
  const published = await client.getDocument(`waitList.${appId}`)
  await client.createOrReplace({
    ...published,
    _id: `drafts.waitList.${appId}`,
    staffNotes: 'call back',
  } as never)
})
afterAll(() => h?.stop())

const call = (action: string, body: unknown, token: string | null = h.officer.token) =>
  fetch(`${h.fn.url}/api/privacy/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

const amakasIds = () => [`drafts.waitList.${appId}`, `waitList.${appId}`]

/** The lake's History API, as the Studio reads it (an administrator's token). */
async function lakeHistory(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${h.lake.url}/v2025-01-08/data/history/production/${path}`, {
    headers: { authorization: `Bearer ${h.lake.tokens.write}` },
  })
  return { status: response.status, text: await response.text() }
}
const transactionIds = async (ids: string[]) =>
  (await lakeHistory(`transactions/${ids.join(',')}`)).text
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { id: string }).id)

describe('data-rights endpoints', () => {
  it('refuses callers without a token (401), with a bad one (401) and anyone but the privacy officer (403)', async () => {
    expect((await call('find', { email: 'amaka@example.com' }, null)).status).toBe(401)
    expect((await call('erase', { email: 'amaka@example.com' }, 'not-a-real-token')).status).toBe(401)
    const viewer = await call('erase', { email: 'amaka@example.com' }, h.lake.tokens.read)
    expect(viewer.status).toBe(403)
    expect(((await viewer.json()) as { error: { code: string } }).error.code).toBe('forbidden')
    // Not even an administrator: data rights are the privacy officer's job.
    expect((await call('find', { email: 'amaka@example.com' }, h.lake.tokens.write)).status).toBe(403)
    const editor = await addMember(h.lake, 'editor@escrova.test', ['editor', 'staff'])
    const editorToken = await signIn(h.lake, editor.email, editor.password)
    expect((await call('export', { email: 'amaka@example.com' }, editorToken)).status).toBe(403)
    expect(await h.lake.client().getDocument(`waitList.${appId}`)).toBeDefined()
  })

  it('answers a malformed email with the field message', async () => {
    const response = await call('find', { email: 'amaka@' })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      email: 'Enter the email address the person used.',
    })
  })

  it('finds and exports exactly that person’s records, whatever the email’s case', async () => {
    const found = (await (await call('find', { email: 'AMAKA@example.com' })).json()) as {
      records: Array<{ _id: string; _type: string }>
    }
    const ticketId = found.records.find((record) => record._type === 'supportTicket')?._id
    expect(found.records.map((record) => record._id).sort()).toEqual([...amakasIds(), ticketId].sort())

    const response = await call('export', { email: 'amaka@example.com' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-.*\.json"$/,
    )
    const exported = (await response.json()) as { subject: string; records: Array<Record<string, unknown>> }
    expect(exported.subject).toBe('amaka@example.com')
    expect(exported.records.map((record) => record._id).sort()).toEqual([...amakasIds(), ticketId].sort())
    expect(
      exported.records.every((record) => String(record.email).toLowerCase() === 'amaka@example.com'),
    ).toBe(true)
    expect(exported.records.find((record) => record._id === `waitList.${appId}`)).toMatchObject({
      phone: '+234 803 123 4567',
      consentRecord: { tickedByVisitor: true },
    })
  })

  it('corrects a field on the record and its draft, by the shared rules only', async () => {
    const bad = await call('correct', { documentId: `waitList.${appId}`, field: 'phone', value: 'call me' })
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      value: WAIT_LIST_MESSAGES.phoneInvalid,
    })
    const notAllowed = await call('correct', {
      documentId: `waitList.${appId}`,
      field: 'reviewStatus',
      value: 'x',
    })
    expect(notAllowed.status).toBe(422)

    const good = await call('correct', {
      documentId: `waitList.${appId}`,
      field: 'phone',
      value: '0803 000 1111',
    })
    expect(good.status).toBe(200)
    expect(await good.json()).toMatchObject({ field: 'phone', sheetColumns: ['Phone'] })
    const client = h.lake.client()
    expect((await client.getDocument(`waitList.${appId}`))?.phone).toBe('0803 000 1111')
    expect((await client.getDocument(`drafts.waitList.${appId}`))?.phone).toBe('0803 000 1111')

    // The spreadsheet row follows, by its Id; the other applicant's row is untouched.
    await h.fn.service.settle()
    const rowOf = (id: string) => h.sheet.rows().find((row) => row.Id === id)
    expect(rowOf(appId)?.Phone).toBe('0803 000 1111')
    expect(rowOf(otherAppId)?.Phone).toBe('+234 803 123 4567')
    expect((await client.getDocument(`waitList.${appId}`))?.delivery).toMatchObject({ status: 'delivered' })
  })

  it('erases the application (published and draft) with its lake history, the ticket and the sheet row, and nothing else', async () => {
    expect(h.sheet.rows().map((row) => row.Id)).toEqual(expect.arrayContaining([appId, otherAppId]))
    const amakasRevisions = await transactionIds(amakasIds())
    expect(amakasRevisions.length).toBeGreaterThan(1)
    const bolasRevisions = await transactionIds([`waitList.${otherAppId}`])
    const response = await call('erase', { email: 'amaka@example.com' })
    expect(response.status).toBe(200)
    const result = (await response.json()) as {
      documentIds: string[]
      sheetRows: string[]
      problems: string[]
    }
    expect(result.problems).toEqual([])
    expect(result.sheetRows).toEqual([appId])
    expect(result.documentIds).toHaveLength(3)

    const client = h.lake.client()
    const left = await client.fetch<Array<{ _id: string; email: string }>>(
      '*[_type in ["waitListApplication", "supportTicket"]]{_id, email}',
      {},
      { perspective: 'raw' },
    )
    expect(left.map((record) => record.email.toLowerCase()).sort()).toEqual([
      'bola@example.com',
      'bola@example.com',
    ])
    expect(h.sheet.rows().map((row) => row.Id)).toEqual([otherAppId])
    // The sheet confirmed the row's deletion, so no booking of it is left behind.
    expect(await client.fetch('count(*[_type == "sheetRowErasure"])', {}, { perspective: 'raw' })).toBe(0)
    const again = (await (await call('find', { email: 'amaka@example.com' })).json()) as {
      records: unknown[]
    }
    expect(again.records).toEqual([])

    // The application's history went with it; everyone else's stayed.
    expect(await transactionIds(amakasIds())).toEqual([])
    for (const revision of amakasRevisions) {
      const old = await lakeHistory(`documents/waitList.${appId}?revision=${revision}`)
      expect(old.text).not.toContain('amaka@example.com')
    }
    expect((await lakeHistory(`documents/waitList.${appId}?revision=${amakasRevisions[0]}`)).status).toBe(404)
    expect(await transactionIds([`waitList.${otherAppId}`])).toEqual(bolasRevisions)
  })

  it('writes who did what and when to an audit log that only a token can read', async () => {
    const audit = await h.lake.client().fetch<
      Array<{
        action: string
        actor: { id: string }
        at: string
        subjectHash?: string
        field?: string
        detail?: string
      }>
    >('*[_type == "auditLogEntry"] | order(at asc, _id asc)')
    const actions = audit.map((entry) => entry.action)
    expect(actions).toEqual(expect.arrayContaining(['find', 'export', 'correct', 'erase']))
    expect(audit.every((entry) => entry.actor.id === h.officer.id && entry.at)).toBe(true)
    const hash = createHmac('sha256', TEST_AUDIT_HASH_SECRET).update('amaka@example.com').digest('hex')
    expect(hash).not.toBe(createHash('sha256').update('amaka@example.com').digest('hex'))
    const erase = audit.find((entry) => entry.action === 'erase')
    expect(erase?.subjectHash).toBe(hash)
    const corrections = audit.filter((entry) => entry.action === 'correct')
    expect(corrections).toHaveLength(1)
    expect(corrections[0]).toMatchObject({ field: 'phone', detail: 'spreadsheet row update queued: Phone' })
    expect(JSON.stringify(audit)).not.toContain('amaka@example.com')
    expect(await h.lake.client(null).fetch('count(*[_type == "auditLogEntry"])')).toBe(0)
  })
})
