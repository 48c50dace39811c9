import { WAIT_LIST_MESSAGES } from '@escrova/schemas/wait-list'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { waitFor } from '../support/wait.ts'
import { type Harness, startHarness, validApplication } from './harness.ts'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.stop())
beforeEach(async () => {
  await h.sheet.control('ok')
})

interface Stored {
  _id: string
  fullName: string
  reviewStatus: string
  delivery: {
    status: string
    attempts?: number
    lastError?: string
    deliveredAt?: string
    nextAttemptAt?: string
  }
}
const application = (id: string) => h.lake.client().getDocument<Stored>(`waitList.${id}`)
const rowsFor = (id: string) => h.sheet.rows().filter((row) => row.Id === id)

async function submit(body: Record<string, unknown>, key?: string) {
  const response = await h.fn.post('/api/wait-list', body, key ? { 'idempotency-key': key } : {})
  return { response, body: (await response.json()) as { id: string; status: string; error?: unknown } }
}

describe('POST /api/wait-list', () => {
  it('stores a private application and delivers the spec body to the sheet through the 302 echo', async () => {
    const { response, body } = await submit(
      validApplication({ keyNeeds: ['Other', 'Escrow Service'], otherNeed: '  Rent deposits  ' }),
    )
    expect(response.status).toBe(201)
    expect(body.status).toBe('received')
    await h.fn.service.settle()
    const stored = await application(body.id)
    expect(stored).toMatchObject({
      _type: 'waitListApplication',
      fullName: 'Adaeze Okafor',
      keyNeeds: ['Escrow Service', 'Other'],
      otherNeed: 'Rent deposits',
      reviewStatus: 'new',
      consent: true,
      delivery: { status: 'delivered', attempts: 1 },
    })
    expect(stored?.delivery.deliveredAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(rowsFor(body.id)).toEqual([
      {
        Id: body.id,
        ReceivedAt: expect.any(String),
        Name: 'Adaeze Okafor',
        Email: 'adaeze@example.com',
        Phone: '+234 803 123 4567',
        Location: 'Lagos',
        KeyNeeds: 'Escrow Service, Other',
        OtherNeed: 'Rent deposits',
        Platforms: 'Android, Web',
        Consent: 'Yes',
      },
    ])
    // Followed with a GET: the echo URL never saw a POST.
    expect(h.sheet.stats().echoPosts).toBe(0)
    // Never public.
    expect(await h.lake.client(null).getDocument(`waitList.${body.id}`)).toBeUndefined()
  })

  it('answers 422 with the validation messages of the product rules per field', async () => {
    const { response, body } = await submit({
      fullName: ' ',
      email: 'not-an-email',
      phone: '',
      location: 'Atlantis',
      keyNeeds: ['Other'],
      otherNeed: '',
      platforms: [],
      consent: false,
    })
    expect(response.status).toBe(422)
    expect(body).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: {
          fullName: WAIT_LIST_MESSAGES.fullNameRequired,
          email: 'Enter a valid email address.',
          phone: 'Phone number is required.',
          location: 'Please select your state.',
          otherNeed: 'Please specify your need.',
          platforms: 'Select at least one preferred platform.',
          consent: 'You must agree before submitting.',
        },
      },
    })
  })

  it('lands once for a retried submission with the same idempotency key (header or body)', async () => {
    const first = await submit(validApplication({ fullName: 'Retry Once' }), 'wait-list-retry-0001')
    const second = await submit(validApplication({ fullName: 'Retry Once' }), 'wait-list-retry-0001')
    const third = await submit(
      validApplication({ fullName: 'Retry Once', idempotencyKey: 'wait-list-retry-0001' }),
    )
    expect([first.response.status, second.response.status, third.response.status]).toEqual([201, 201, 201])
    expect(new Set([first.body.id, second.body.id, third.body.id]).size).toBe(1)
    await h.fn.service.settle()
    await h.fn.service.runSchedule()
    const count = await h.lake
      .client()
      .fetch<number>(
        'count(*[_type == "waitListApplication" && fullName == "Retry Once"])',
        {},
        { perspective: 'raw' },
      )
    expect(count).toBe(1)
    expect(rowsFor(first.body.id)).toHaveLength(1)
  })

  it('answers 201 while the sheet is down, then delivers every application exactly once after it is back', async () => {
    await h.sheet.control('fail')
    const ids: string[] = []
    for (const name of ['Down One', 'Down Two', 'Down Three']) {
      const { response, body } = await submit(validApplication({ fullName: name }))
      expect(response.status).toBe(201)
      ids.push(body.id)
    }
    await h.fn.service.settle()
    for (const id of ids) {
      const stored = await application(id)
      expect(stored?.delivery).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'spreadsheet answered HTTP 500',
      })
      expect(stored?.delivery.nextAttemptAt).toBeDefined()
    }
    // Still down: the schedule retries and keeps them pending.
    await h.fn.service.runSchedule()
    expect((await application(ids[0]))?.delivery).toMatchObject({ status: 'pending', attempts: 2 })

    await h.sheet.control('ok')
    // Two schedule runs at once (two workers) plus a third later: still one row each.
    await Promise.all([h.fn.service.runSchedule(new Date()), h.fn.service.runSchedule(new Date())])
    await h.fn.service.runSchedule()
    for (const id of ids) {
      expect(rowsFor(id)).toHaveLength(1)
      expect((await application(id))?.delivery.status).toBe('delivered')
    }
  })

  it('treats a hanging sheet as a failed attempt and does not double the row once it recovers', async () => {
    await h.sheet.control('hang')
    const { body } = await submit(validApplication({ fullName: 'Hung Sheet' }))
    await h.fn.service.settle()
    expect((await application(body.id))?.delivery).toMatchObject({
      status: 'pending',
      lastError: 'spreadsheet unreachable: timed out',
    })
    await h.sheet.control('ok')
    await h.fn.service.runSchedule()
    await h.fn.service.runSchedule()
    expect(rowsFor(body.id)).toHaveLength(1)
  })

  it('does not double a row the sheet wrote after the function gave up waiting (slow sheet, then retry)', async () => {
    // Slower than the function's 2 s delivery timeout: the row is appended after the function stopped waiting.
    await h.sheet.control('slow', 2_500)
    const { body } = await submit(validApplication({ fullName: 'Slow Sheet' }))
    await h.fn.service.settle()
    expect((await application(body.id))?.delivery).toMatchObject({
      status: 'pending',
      lastError: 'spreadsheet unreachable: timed out',
    })
    // The premise: the sheet holds the row although the function recorded a timeout.
    await waitFor(() => rowsFor(body.id).length === 1)
    await h.sheet.control('ok')
    await h.fn.service.runSchedule()
    expect((await application(body.id))?.delivery.status).toBe('delivered')
    expect(rowsFor(body.id)).toHaveLength(1)
    expect(h.sheet.stats().duplicates).toBeGreaterThanOrEqual(1)
  })

  it('delivers a burst of 100 concurrent applications as exactly 100 rows', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => submit(validApplication({ fullName: `Burst Applicant ${i}` }))),
    )
    expect(responses.every(({ response }) => response.status === 201)).toBe(true)
    await h.fn.service.settle()
    await h.fn.service.runSchedule()
    const rows = h.sheet.rows().filter((row) => row.Name.startsWith('Burst Applicant '))
    expect(rows).toHaveLength(100)
    expect(new Set(rows.map((row) => row.Name)).size).toBe(100)
    const delivered = await h.lake
      .client()
      .fetch<number>(
        'count(*[_type == "waitListApplication" && fullName match "Burst*" && delivery.status == "delivered"])',
        {},
        { perspective: 'raw' },
      )
    expect(delivered).toBe(100)
  })

  it('marks an application failed after the attempt cap, keeping the error for staff', async () => {
    await h.sheet.control('fail')
    const { body } = await submit(validApplication({ fullName: 'Never Delivered' }))
    await h.fn.service.settle()
    // The test function allows 8 attempts (the default cap); run the schedule until it gives up.
    for (let i = 0; i < 10; i++) await h.fn.service.runSchedule()
    const stored = await application(body.id)
    expect(stored?.delivery).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: 'spreadsheet answered HTTP 500',
    })
    await h.sheet.control('ok')
    await h.fn.service.runSchedule()
    expect(rowsFor(body.id)).toHaveLength(0)
  })
})
