/**
 * The function answers a refused field in the visitor's language: Nigerian Pidgin when the request's Accept-Language
 * says so (the site's Pidgin pages send `pcm`), English otherwise, always with the same status and fields. What the
 * visitor agreed to is kept in the words they saw.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFunction } from '../support/functions.ts'
import { type Harness, startHarness, validApplication, validComment, validTicket } from './harness.ts'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.stop())

interface Refusal {
  error: { code: string; message: string; fields: Record<string, string> }
}

async function send(path: string, body: Record<string, unknown>, acceptLanguage?: string) {
  const response = await h.fn.post(path, body, acceptLanguage ? { 'accept-language': acceptLanguage } : {})
  return {
    status: response.status,
    language: response.headers.get('content-language'),
    body: (await response.json()) as Refusal & { id: string },
  }
}

describe('a refused field in the visitor language', () => {
  it('refuses a wait-list application in Pidgin for pcm and in English for a browser saying en-GB, same fields', async () => {
    const bad = validApplication({ fullName: '  ', location: 'Atlantis', consent: false })
    const pidgin = await send('/api/wait-list', bad, 'pcm')
    const english = await send('/api/wait-list', bad, 'en-GB,en;q=0.9')
    expect(pidgin.status).toBe(422)
    expect(english.status).toBe(422)
    expect(pidgin.language).toBe('pcm')
    expect(english.language).toBe('en')
    expect(pidgin.body.error).toEqual({
      code: 'validation_failed',
      message: 'Some boxes need attention.',
      fields: {
        fullName: 'Abeg write your full name.',
        location: 'Abeg choose your state.',
        consent: 'You go first agree before you send am.',
      },
    })
    expect(english.body.error).toEqual({
      code: 'validation_failed',
      message: 'Some fields need attention.',
      fields: {
        fullName: 'Full name is required.',
        location: 'Please select your state.',
        consent: 'You must agree before submitting.',
      },
    })
  })

  it('answers in English without Accept-Language, and for a language with no words of its own yet', async () => {
    const bad = validTicket({ topic: 'weather' })
    for (const header of [undefined, 'ha-NG', 'fr']) {
      const answer = await send('/api/support', bad, header)
      expect(answer.status).toBe(422)
      expect(answer.body.error.fields).toEqual({ topic: 'Choose what your message is about.' })
    }
  })

  it('takes the first language the visitor prefers that the site has: Pidgin before English by q-value', async () => {
    const bad = validComment({ name: '' })
    const answer = await send('/api/comments', bad, 'fr;q=1, pcm-NG;q=0.8, en;q=0.5')
    expect(answer.status).toBe(422)
    expect(answer.body.error.fields).toEqual({ name: 'Abeg write your name.' })
  })

  it('keeps the Pidgin consent words with an application sent in Pidgin, and nothing stored for a refusal', async () => {
    const before = await h.lake.client().fetch<number>('count(*[_type == "waitListApplication"])')
    const accepted = await send('/api/wait-list', validApplication(), 'pcm')
    expect(accepted.status).toBe(201)
    const stored = await h.lake
      .client()
      .getDocument<{ consentRecord: { label: string } }>(`waitList.${accepted.body.id}`)
    expect(stored?.consentRecord.label).toBe('I gree to give una feedback and test di app before e come out')
    await send('/api/wait-list', validApplication({ email: 'nope' }), 'pcm')
    const after = await h.lake.client().fetch<number>('count(*[_type == "waitListApplication"])')
    expect(after).toBe(before + 1)
  })
})

/** A raw request to the function, in a language or not: what the site's forms and a browser send. */
async function raw(path: string, init: RequestInit & { language?: string }, base = h.fn.url) {
  const headers = new Headers(init.headers)
  if (init.language) headers.set('accept-language', init.language)
  const response = await fetch(`${base}${path}`, { ...init, headers })
  return {
    status: response.status,
    language: response.headers.get('content-language'),
    error: ((await response.json()) as Refusal).error,
  }
}

/** The same request in Pidgin and in English: the same status and code, each in its own words. */
async function inBoth(path: string, init: RequestInit, base?: string) {
  const [pidgin, english] = await Promise.all([
    raw(path, { ...init, language: 'pcm' }, base),
    raw(path, { ...init, language: 'en' }, base),
  ])
  expect(pidgin.status).toBe(english.status)
  expect(pidgin.error.code).toBe(english.error.code)
  expect(pidgin.language).toBe('pcm')
  expect(english.language).toBe('en')
  return { pidgin, english }
}

const json = (body: string, more: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...more },
  body,
})

describe("the request's own refusals in the visitor language", () => {
  it('a body that is not JSON, empty, not an object, or not sent as JSON', async () => {
    const broken = await inBoth('/api/wait-list', json('{"fullName": '))
    expect(broken.english.status).toBe(400)
    expect(broken.english.error.message).toBe('The request body is not valid JSON.')
    expect(broken.pidgin.error.message).toBe('Di body no be correct JSON.')

    const empty = await inBoth('/api/comments', json('  '))
    expect(empty.english.error.message).toBe('The request body is empty; send a JSON object.')
    expect(empty.pidgin.error.message).toBe('Di body empty; send JSON object.')

    const list = await inBoth('/api/support', json('[1, 2]'))
    expect(list.english.error).toEqual({
      code: 'invalid_body',
      message: 'The request body must be a JSON object.',
    })
    expect(list.pidgin.error).toEqual({ code: 'invalid_body', message: 'Di body suppose be JSON object.' })

    const form = await inBoth('/api/wait-list', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'fullName=Ada',
    })
    expect(form.english.status).toBe(415)
    expect(form.english.error.message).toBe('Send the request body as JSON (Content-Type: application/json).')
    expect(form.pidgin.error.message).toBe('Send di body as JSON (Content-Type: application/json).')
  })

  it('a body too large, an unknown route and a wrong method', async () => {
    const big = await inBoth('/api/comments', json(JSON.stringify({ text: 'a'.repeat(200_000) })))
    expect(big.english.status).toBe(413)
    expect(big.english.error.message).toMatch(/^The request body must be at most \d+ bytes\.$/)
    const limit = big.english.error.message.match(/\d+/)?.[0]
    expect(big.pidgin.error.message).toBe(`Di body too big: e no fit pass ${limit} bytes.`)

    const nowhere = await inBoth('/api/nowhere', { method: 'GET' })
    expect(nowhere.english.status).toBe(404)
    expect(nowhere.english.error.message).toBe('No route for GET /api/nowhere.')
    expect(nowhere.pidgin.error.message).toBe('Nothing dey for GET /api/nowhere.')

    const wrong = await inBoth('/api/wait-list', { method: 'GET' })
    expect(wrong.english.status).toBe(405)
    expect(wrong.english.error.message).toBe('Use POST for /api/wait-list.')
    expect(wrong.pidgin.error.message).toBe('Use POST for /api/wait-list.')
  })

  it("the shape of a field, a bad idempotency key and a comment's unknown post", async () => {
    const shape = await inBoth(
      '/api/wait-list',
      json(JSON.stringify(validApplication({ colour: 'red', consent: 'yes', keyNeeds: 'all' }))),
    )
    expect(shape.english.error.fields).toEqual({
      colour: 'Unknown field.',
      consent: 'Must be true or false.',
      keyNeeds: 'Must be a list of options.',
    })
    expect(shape.pidgin.error.fields).toEqual({
      colour: 'We no know dis box.',
      consent: 'E suppose be true or false.',
      keyNeeds: 'E suppose be list of options.',
    })

    const key = await inBoth(
      '/api/support',
      json(JSON.stringify(validTicket()), { 'idempotency-key': 'short' }),
    )
    expect(key.english.status).toBe(400)
    expect(key.english.error.fields).toEqual({
      idempotencyKey: 'Use 8 to 128 letters, digits, dots, dashes, colons or underscores.',
    })
    expect(key.pidgin.error.fields).toEqual({
      idempotencyKey: 'Use 8 to 128 letters, numbers, dots, dashes, colons or underscores.',
    })

    const orphan = await inBoth('/api/comments', json(JSON.stringify(validComment({ post: 'no-such-post' }))))
    expect(orphan.english.status).toBe(404)
    expect(orphan.english.error.fields).toEqual({ post: 'This post does not exist or is not published.' })
    expect(orphan.pidgin.error.fields).toEqual({ post: 'Dis post no dey, or dem never publish am.' })
  })

  it('too many requests', async () => {
    const limited = await startTestFunction(
      { lakeUrl: h.lake.url, writeToken: h.lake.tokens.write },
      { rateLimit: { max: 1, windowMs: 60_000 } },
    )
    try {
      const bad = json(JSON.stringify(validTicket({ topic: 'weather' })))
      expect((await raw('/api/support', bad, limited.url)).status).toBe(422)
      const refused = await inBoth('/api/support', bad, limited.url)
      expect(refused.english.status).toBe(429)
      expect(refused.english.error.message).toBe('Too many requests. Please wait a moment and try again.')
      expect(refused.pidgin.error.message).toBe(
        'You don send too many times. Abeg wait small, then try again.',
      )
    } finally {
      await limited.close()
    }
  })

  it("takes the page's explicit ?lang= over the browser's Accept-Language, and ignores one the site lacks", async () => {
    const bad = json(JSON.stringify(validComment({ name: '' })))
    const hinted = await raw('/api/comments?lang=pcm', { ...bad, language: 'en-GB' })
    expect(hinted.language).toBe('pcm')
    expect(hinted.error.fields).toEqual({ name: 'Abeg write your name.' })
    const unknown = await raw('/api/comments?lang=xx', { ...bad, language: 'pcm' })
    expect(unknown.language).toBe('pcm')
    const english = await raw('/api/comments?lang=en', { ...bad, language: 'pcm' })
    expect(english.error.fields).toEqual({ name: 'Name is required.' })
  })
})
