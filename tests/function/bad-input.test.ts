/**
 * The bad-input catalogue: every case gets its clear 4xx in the `{error: {code, message, fields?}}` shape, and the
 * store is unchanged afterwards (counted with the write token). The last cases are inputs that look odd but are
 * valid (unicode, right-to-left, emoji, HTML): they are stored exactly as typed, as plain text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commentCases } from './bad-input-cases/comments.ts'
import type { Case } from './bad-input-cases/shared.ts'
import { supportCases } from './bad-input-cases/support.ts'
import { transportCases } from './bad-input-cases/transport.ts'
import { waitListCases } from './bad-input-cases/wait-list.ts'
import { countSubmissions } from './fixtures.ts'
import { validApplication as app, validComment as comment, type Harness, startHarness } from './harness.ts'

const cases: Case[] = [...waitListCases, ...commentCases, ...supportCases, ...transportCases]

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.stop())

async function send(testCase: Case): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...testCase.headers }
  if (headers['content-type'] === '') delete headers['content-type']
  const body =
    typeof testCase.body === 'string' || testCase.body instanceof Uint8Array
      ? testCase.body
      : JSON.stringify(testCase.body)
  // fetch adds text/plain for string bodies when no type is given; a Blob without a type sends none.
  const payload = headers['content-type'] ? body : new Blob([body as string])
  return fetch(`${h.fn.url}${testCase.path}`, { method: 'POST', headers, body: payload as BodyInit })
}

describe('bad-input catalogue', () => {
  it('has at least 40 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
  })

  it.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
    const before = await countSubmissions(h.lake.client())
    const response = await send(testCase)
    expect(response.status).toBe(testCase.status)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = (await response.json()) as { error: Record<string, unknown> }
    expect(Object.keys(body)).toEqual(['error'])
    expect(body.error.code).toBe(testCase.code)
    expect(typeof body.error.message).toBe('string')
    expect(body.error.message).not.toMatch(/\n\s+at /)
    if (testCase.fields) expect(body.error.fields).toEqual(testCase.fields)
    await h.fn.service.settle()
    expect(await countSubmissions(h.lake.client())).toBe(before)
  })
})

describe('odd but valid input is stored exactly, as plain text', () => {
  it('keeps right-to-left names and emoji in a comment', async () => {
    const input = comment({ name: 'أحمد بن علي', text: 'خدمة ممتازة! Great service 🎉👍🏾 שלום' })
    const response = await h.fn.post('/api/comments', input)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(await h.lake.client().getDocument(`drafts.${id}`)).toMatchObject({
      name: input.name,
      text: input.text,
    })
  })

  it('stores HTML and script as the characters typed, never echoing them back', async () => {
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"'
    const response = await h.fn.post('/api/comments', comment({ name: '<b>Bold</b>', text }))
    expect(response.status).toBe(201)
    const raw = await response.text()
    expect(raw).not.toContain('<script>')
    const { id } = JSON.parse(raw) as { id: string }
    expect(await h.lake.client().getDocument(`drafts.${id}`)).toMatchObject({ name: '<b>Bold</b>', text })
  })

  it('carries Yoruba diacritics and emoji through to the sheet unchanged', async () => {
    const fullName = 'Ọláolúwa Àdìsá 👩🏾‍💼'
    const response = await h.fn.post('/api/wait-list', app({ fullName, location: 'Akwa Ibom' }))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    await h.fn.service.settle()
    expect(await h.lake.client().getDocument(`waitList.${id}`)).toMatchObject({ fullName })
    expect(h.sheet.rows().find((row) => row.Id === id)).toMatchObject({
      Name: fullName,
      Location: 'Akwa Ibom',
    })
  })
})
