/**
 * `POST /api/support` against a real lake: a ticket lands as a private document with a reference number and the
 * consent the visitor gave, anonymous readers never see it, a retried submission lands once, and a filled honeypot
 * is filed as spam behind the same answer.
 */
import { consentLabelVersion } from '@escrova/schemas/consent'
import { SUPPORT_CONSENT_LABEL } from '@escrova/schemas/support'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startHarness, validTicket } from './harness.ts'

const NOW = new Date('2026-03-02T09:30:00.000Z')
let h: Harness
beforeAll(async () => {
  h = await startHarness({ clock: () => NOW })
})
afterAll(() => h?.stop())

interface Answer {
  reference: string
  status: string
}

async function ticketByReference(reference: string) {
  return h.lake
    .client()
    .fetch<Record<string, unknown> | null>('*[_type == "supportTicket" && reference == $reference][0]', {
      reference,
    })
}

describe('POST /api/support', () => {
  it('stores a private ticket and answers with its reference number', async () => {
    const response = await h.fn.post('/api/support', validTicket())
    expect(response.status).toBe(201)
    const answer = (await response.json()) as Answer
    expect(answer).toEqual({
      reference: expect.stringMatching(/^ESC-[0-9A-F]{4}-[0-9A-F]{4}$/),
      status: 'received',
    })

    const stored = await ticketByReference(answer.reference)
    expect(stored).toMatchObject({
      _type: 'supportTicket',
      _id: expect.stringMatching(/^supportTicket\.[0-9a-f]+$/),
      status: 'new',
      name: 'Ngozi Eze',
      email: 'ngozi@example.com',
      topic: 'privacy',
      privacyRequest: 'access',
      receivedAt: NOW.toISOString(),
      dueAt: '2026-04-01T09:30:00.000Z',
      consent: true,
      consentRecord: {
        label: SUPPORT_CONSENT_LABEL,
        labelVersion: await consentLabelVersion(SUPPORT_CONSENT_LABEL),
        agreedAt: NOW.toISOString(),
        tickedByVisitor: true,
      },
    })

    const anonymous = h.lake.client(null)
    expect(await anonymous.getDocument(stored?._id as string)).toBeUndefined()
    expect(await anonymous.fetch('count(*[_type == "supportTicket"])')).toBe(0)
    expect(await anonymous.fetch('*[reference == $r]', { r: answer.reference })).toEqual([])
  })

  it('keeps no privacy kind or due date on other topics', async () => {
    const response = await h.fn.post(
      '/api/support',
      validTicket({ topic: 'dispute', privacyRequest: 'deletion' }),
    )
    const { reference } = (await response.json()) as Answer
    const stored = await ticketByReference(reference)
    expect(stored?.topic).toBe('dispute')
    expect(stored).not.toHaveProperty('privacyRequest')
    expect(stored).not.toHaveProperty('dueAt')
  })

  it('stores a retried submission once, with the same reference', async () => {
    const headers = { 'idempotency-key': 'support-retry-0001' }
    const first = (await (await h.fn.post('/api/support', validTicket(), headers)).json()) as Answer
    const again = await h.fn.post('/api/support', validTicket(), headers)
    expect(again.status).toBe(201)
    expect(((await again.json()) as Answer).reference).toBe(first.reference)
    const count = await h.lake
      .client()
      .fetch('count(*[_type == "supportTicket" && reference == $r])', { r: first.reference })
    expect(count).toBe(1)
  })

  it('files a filled honeypot as spam behind the same answer', async () => {
    const response = await h.fn.post('/api/support', validTicket({ website: 'http://spam.example' }))
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as Answer
    const stored = await ticketByReference(reference)
    expect(stored?.status).toBe('spam')
    expect(stored).not.toHaveProperty('website')
  })

  it('answers 405 to other methods', async () => {
    const response = await fetch(`${h.fn.url}/api/support`)
    expect(response.status).toBe(405)
  })
})
