/**
 * The function answers a refused field in the visitor's language: Nigerian Pidgin when the request's Accept-Language
 * says so (the site's Pidgin pages send `pcm`), English otherwise, always with the same status and fields. What the
 * visitor agreed to is kept in the words they saw.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
