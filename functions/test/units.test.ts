/** The small pure pieces, checked on their own: backoff, CSV, validators, settings (origin patterns: schemas/test). */

import { parseCsv, toCsvLine } from '@escrova/schemas/csv'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { checkComment } from '../src/comments/validate.ts'
import { DEFAULT_CORS_ORIGINS, depsFromEnv } from '../src/config.ts'
import { backoffMs, rowId } from '../src/delivery/deliver.ts'
import {
  changedColumns,
  columnsStillOutdated,
  correctionDeliveryPatch,
  rowUpdate,
  updateReplyProblem,
} from '../src/delivery/row-update.ts'
import { checkApplication } from '../src/wait-list/validate.ts'

describe('delivery backoff', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((attempt) => backoffMs(attempt, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000,
    ])
  })
  it('puts the id without its private path in the sheet', () => {
    expect(rowId('waitList.abc123')).toBe('abc123')
  })
})

describe('a correction sent to the spreadsheet row', () => {
  const stored = {
    fullName: 'Adaeze Okafor',
    email: 'adaeze@example.com',
    phone: '+234 803 123 4567',
    location: 'Lagos',
    keyNeeds: ['Other'],
    otherNeed: 'Invoices',
    platforms: ['Web'],
    consent: true,
  }
  it('names the columns whose cell changes, and none for a field or value the sheet does not show', () => {
    expect(changedColumns(stored, { ...stored, fullName: 'Adaeze O.' })).toEqual(['Name'])
    expect(changedColumns(stored, { ...stored, otherNeed: '=HYPERLINK("x")' })).toEqual(['OtherNeed'])
    expect(changedColumns(stored, { ...stored, staffNotes: 'called' })).toEqual([])
    expect(changedColumns(stored, { ...stored })).toEqual([])
  })
  it('re-arms a delivered row, and only adds the columns to a pending or failed one', () => {
    const delivered = { ...stored, delivery: { status: 'delivered', columnsToUpdate: ['Name'] } }
    expect(correctionDeliveryPatch(delivered, ['Email'])).toEqual({
      set: {
        'delivery.columnsToUpdate': ['Name', 'Email'],
        'delivery.status': 'pending',
        'delivery.attempts': 0,
      },
      unset: ['delivery.nextAttemptAt', 'delivery.lastError'],
    })
    for (const status of ['pending', 'failed'])
      expect(correctionDeliveryPatch({ ...stored, delivery: { status } }, ['Email'])).toEqual({
        set: { 'delivery.columnsToUpdate': ['Email'] },
        unset: [],
      })
    expect(correctionDeliveryPatch(stored, ['Email'])).toBeUndefined()
    expect(correctionDeliveryPatch(delivered, [])).toBeUndefined()
  })
  it('sends the values held now, formula-defused, and keeps a column corrected again meanwhile', () => {
    const marked = {
      ...stored,
      otherNeed: '=1+1',
      delivery: { status: 'pending', columnsToUpdate: ['OtherNeed', 'Email'] },
    }
    const update = rowUpdate('abc', marked)
    expect(update).toEqual({ action: 'update', Id: 'abc', OtherNeed: "'=1+1", Email: 'adaeze@example.com' })
    expect(columnsStillOutdated(marked, update)).toEqual([])
    expect(columnsStillOutdated({ ...marked, email: 'new@example.com' }, update)).toEqual(['Email'])
    expect(rowUpdate('abc', stored)).toBeUndefined()
  })
  it('refuses a bare success from a script that predates "update", trusts counts and unreadable answers', () => {
    expect(updateReplyProblem({ result: 'success' })).toMatch(/does not handle "update"/)
    expect(updateReplyProblem({ result: 'success', updated: 0 })).toBeUndefined()
    expect(updateReplyProblem({ result: 'success', updated: 1 })).toBeUndefined()
    expect(updateReplyProblem(undefined)).toBeUndefined()
  })
})

describe('CSV', () => {
  it('round-trips commas, quotes, line breaks and unicode', () => {
    const values = ['a,b', 'say "hi"', 'line\nbreak', 'Ọlá 👩🏾‍💼', '']
    expect(parseCsv(toCsvLine(values) + toCsvLine(['x']))).toEqual([values, ['x']])
  })
})

describe('validators', () => {
  it('trims a valid comment, keeps its email for the route to hash, and flags the honeypot', () => {
    const result = checkComment({
      post: 'p',
      name: ' A ',
      text: ' t ',
      email: ' a@b.co ',
      website: 'x',
      consent: true,
    })
    expect(result).toEqual({
      ok: true,
      value: {
        post: 'p',
        parent: undefined,
        name: 'A',
        text: 't',
        email: 'a@b.co',
        honeypot: true,
        consent: true,
      },
    })
  })
  it('normalises a valid application (order of options, otherNeed only with Other)', () => {
    const result = checkApplication({
      fullName: ' Ada ',
      email: 'ada@example.com',
      phone: '08031234567',
      location: 'Kano',
      keyNeeds: ['Online Selling', 'Escrow Service'],
      otherNeed: 'ignored without Other',
      platforms: ['Web', 'iOS'],
      consent: true,
    })
    expect(result).toEqual({
      ok: true,
      value: {
        fullName: 'Ada',
        email: 'ada@example.com',
        phone: '08031234567',
        location: 'Kano',
        keyNeeds: ['Escrow Service', 'Online Selling'],
        otherNeed: '',
        platforms: ['iOS', 'Web'],
        consent: true,
      },
    })
  })
})

describe('settings from the environment', () => {
  it('defaults to the local lake and the default origins', () => {
    const deps = depsFromEnv({})
    expect(deps.content).toMatchObject({
      apiHost: 'http://127.0.0.1:7700',
      useProjectHostname: false,
      projectId: 'escrova',
    })
    expect(deps.corsOrigins).toEqual(DEFAULT_CORS_ORIGINS)
  })
  it('uses the hosted API with project hostnames when asked', () => {
    const deps = depsFromEnv({
      SANITY_API_HOST: 'hosted',
      CORS_ORIGINS: 'https://escrova.ng, https://*.escrova.ng',
    })
    expect(deps.content).toMatchObject({ apiHost: 'https://api.sanity.io', useProjectHostname: true })
    expect(deps.corsOrigins).toEqual(['https://escrova.ng', 'https://*.escrova.ng'])
  })
})

describe('client address', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const address = depsFromEnv({ TRUST_PROXY: '1' }).clientAddress
    const app = new Hono().get('/', (c) => c.text(address?.(c) ?? 'none'))
    const request = new Request('http://fn/', { headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } })
    const node = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
    expect(depsFromEnv({}).clientAddress).toBeUndefined()
    expect(await (await app.fetch(request, node)).text()).toBe('203.0.113.7')
  })
})
