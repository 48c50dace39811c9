/**
 * What is counted and what is not, through the real function and chDB: bots, `Sec-GPC: 1`, a resent page view, a
 * page view made offline (its own time, counted once), the same visitor on the next day (clock injected), bad
 * events (4xx, nothing kept), the per-client limit, and who may read the numbers (each role).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROLE_NAMES } from '@escrova/schemas/roles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BROWSER_AGENT, type InsightsHarness, sendBeacon, startInsightsHarness } from './harness.ts'

let h: InsightsHarness
let editor: string
/** 09:00 UTC of the real day (the store drops events older than its retention, so no date long past). */
const DAY = 24 * 60 * 60_000
const firstDay = new Date(Math.floor(Date.now() / DAY) * DAY + 9 * 60 * 60_000)
const nextDay = new Date(firstDay.getTime() + DAY)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)
let today = firstDay
let ids = 0

beforeAll(async () => {
  h = await startInsightsHarness({ clock: () => today }, { eventsPerMinute: 20 })
  editor = await h.member(['editor'])
})
afterAll(() => h?.stop())

const visitor = (address: string, agent = BROWSER_AGENT) => ({ address, agent })
const pageview = (path: string, extra: Record<string, unknown> = {}) => ({
  n: 'pageview',
  u: `https://escrova.test${path}`,
  w: 390,
  l: 'en-NG',
  i: `event-${++ids}-${Date.now()}`,
  ...extra,
})

/** Visitors and page views of one page on the day of `today`, as an editor reads them. */
async function pageTotals(path: string, day = today) {
  await h.flush()
  const from = new Date(day.getTime() - 24 * 60 * 60_000).toISOString()
  const to = new Date(day.getTime() + 60_000).toISOString()
  const { status, body } = await h.read<{ readers: { visitors: number; pageviews: number } }>(
    `page?path=${encodeURIComponent(path)}&from=${from}&to=${to}`,
    editor,
  )
  expect(status).toBe(200)
  return body.readers
}

describe('counting', () => {
  it('counts a browser, and not a bot, a crawler without an agent, or a visitor sending Sec-GPC: 1', async () => {
    const counted = await sendBeacon(h.fn, visitor('10.1.0.1'), pageview('/about-us'))
    expect(counted.status).toBe(202)
    expect(await counted.json()).toEqual({ counted: true })
    const bot = await sendBeacon(
      h.fn,
      visitor('10.1.0.2', 'Mozilla/5.0 (compatible; Googlebot/2.1)'),
      pageview('/about-us'),
    )
    expect(await bot.json()).toEqual({ counted: false, reason: 'bot' })
    const gpc = await sendBeacon(h.fn, visitor('10.1.0.3'), pageview('/about-us'), { 'sec-gpc': '1' })
    expect(await gpc.json()).toEqual({ counted: false, reason: 'gpc' })
    expect(await pageTotals('/about-us')).toEqual({ visitors: 1, pageviews: 1 })
  })

  it('counts a page view made offline once, at its own time, however often it is resent', async () => {
    const madeOffline = pageview('/pricing', { t: today.getTime() - 3 * 60 * 60_000 })
    for (let attempt = 0; attempt < 3; attempt++) await sendBeacon(h.fn, visitor('10.1.0.4'), madeOffline)
    expect(await pageTotals('/pricing')).toEqual({ visitors: 1, pageviews: 1 })
    // Its own time: the hour it was made in, not the hour it arrived.
    const { body } = await h.read<{ series: Array<{ bucket: string; pageviews: number }> }>(
      `overview?page=${encodeURIComponent('/pricing')}&interval=hour&from=${new Date(today.getTime() - DAY).toISOString()}&to=${today.toISOString()}`,
      editor,
    )
    expect(body.series.filter((b) => b.pageviews > 0).map((b) => b.bucket)).toContain(
      `${dayOf(firstDay)}T06:00:00Z`,
    )
  })

  it('counts the same person again the next day, with nothing to link the two days', async () => {
    const person = visitor('10.1.0.5')
    await sendBeacon(h.fn, person, pageview('/contact'))
    await sendBeacon(h.fn, person, pageview('/contact'))
    expect(await pageTotals('/contact')).toEqual({ visitors: 1, pageviews: 2 })
    const saltBefore = readFileSync(join(h.dataDir, 'salt.json'), 'utf8')
    today = nextDay
    await sendBeacon(h.fn, person, pageview('/contact'))
    await h.flush()
    // Two visitors over the two days: the daily salt changed, and yesterday's is gone from the disk.
    const both = await h.read<{ totals: { visitors: number; pageviews: number } }>(
      `overview?page=${encodeURIComponent('/contact')}&from=${new Date(firstDay.getTime() - DAY).toISOString()}&to=${new Date(nextDay.getTime() + 60_000).toISOString()}`,
      editor,
    )
    expect(both.body.totals).toEqual({ visitors: 2, pageviews: 3 })
    const saltAfter = readFileSync(join(h.dataDir, 'salt.json'), 'utf8')
    expect(JSON.parse(saltAfter).day).toBe(dayOf(nextDay))
    expect(saltAfter).not.toContain(JSON.parse(saltBefore).salt)
  })

  it('turns the day at midnight in Lagos: the salt and the daily chart, not at midnight UTC', async () => {
    // Three page views of one person: 22:30 UTC (23:30 in Lagos), 23:30 UTC and 00:30 UTC (the next Lagos day).
    const day = new Date(firstDay.getTime() + 3 * DAY - 9 * 60 * 60_000)
    const at = (hours: number, minutes: number) => new Date(day.getTime() + (hours * 60 + minutes) * 60_000)
    const person = visitor('10.1.0.6')
    const saltDays: string[] = []
    for (const time of [at(22, 30), at(23, 30), at(24, 30)]) {
      today = time
      expect((await sendBeacon(h.fn, person, pageview('/blogs'))).status).toBe(202)
      await h.flush()
      saltDays.push(JSON.parse(readFileSync(join(h.dataDir, 'salt.json'), 'utf8')).day)
    }
    const next = dayOf(at(24, 0))
    expect(saltDays).toEqual([dayOf(day), next, next])
    const range = `from=${at(22, 0).toISOString()}&to=${at(25, 0).toISOString()}&interval=day`
    const lagosDays = [
      { bucket: `${dayOf(new Date(day.getTime() - DAY))}T23:00:00Z`, visitors: 1, pageviews: 1 },
      { bucket: `${dayOf(day)}T23:00:00Z`, visitors: 1, pageviews: 2 },
    ]
    // The same from the rollups (no filter) and from raw events (a page filter).
    for (const filter of ['', `&page=${encodeURIComponent('/blogs')}`]) {
      const { body } = await h.read<{ totals: unknown; series: unknown }>(
        `overview?${range}${filter}`,
        editor,
      )
      expect({ filter, totals: body.totals, series: body.series }).toEqual({
        filter,
        totals: { visitors: 2, pageviews: 3 },
        series: lagosDays,
      })
    }
  })

  it('counts a page in every language as that page: top pages, the page language, the funnel, its own view', async () => {
    const day = new Date(firstDay.getTime() + 5 * DAY)
    const range = `from=${new Date(day.getTime() - 60 * 60_000).toISOString()}&to=${new Date(day.getTime() + 60 * 60_000).toISOString()}`
    today = day
    const pidgin = visitor('10.1.0.7')
    await sendBeacon(h.fn, pidgin, pageview('/pcm/blogs/escrow-basics'))
    await sendBeacon(h.fn, pidgin, pageview('/pcm/wait-list'))
    await sendBeacon(h.fn, pidgin, { ...pageview('/pcm/wait-list'), n: 'waitlist_step1' })
    await sendBeacon(h.fn, visitor('10.1.0.8'), pageview('/wait-list'))
    await h.flush()
    const { body } = await h.read<{
      breakdowns: Record<string, Array<{ key: string; visitors: number; pageviews: number }>>
      funnels: { waitList: Array<{ visitors: number }> }
    }>(`overview?${range}`, editor)
    expect(body.breakdowns.pages).toEqual([
      { key: '/wait-list', visitors: 2, pageviews: 2 },
      { key: '/blogs/escrow-basics', visitors: 1, pageviews: 1 },
    ])
    expect(body.breakdowns.posts).toEqual([{ key: 'escrow-basics', visitors: 1, pageviews: 1 }])
    expect(body.breakdowns.pageLanguages).toEqual([
      { key: 'pcm', visitors: 1, pageviews: 2 },
      { key: 'en', visitors: 1, pageviews: 1 },
    ])
    expect(body.funnels.waitList.map((step) => step.visitors)).toEqual([2, 2, 1, 0])
    const page = await h.read<{ readers: unknown }>(
      `page?path=${encodeURIComponent('/pcm/wait-list')}&${range}`,
      editor,
    )
    expect(page.body.readers).toEqual({ visitors: 2, pageviews: 2 })
  })

  it('keeps no address or user agent anywhere in the store', async () => {
    await h.flush()
    const store = await h.fn.service.services.insights?.store()
    const rows = await store?.query<Record<string, unknown>>('SELECT * FROM events')
    const text = JSON.stringify(rows)
    expect(rows?.length).toBeGreaterThan(0)
    expect(text).not.toContain('10.1.0.')
    expect(text).not.toContain('Android')
  })
})

describe('bad events', () => {
  it('answers a malformed event with the field and keeps nothing', async () => {
    const before = await pageTotals('/bad')
    const cases: Array<[Record<string, unknown> | string, number, string?]> = [
      [{ ...pageview('/bad'), n: 'application_accepted' }, 422, 'n'],
      [{ ...pageview('/bad'), u: 'javascript:alert(1)' }, 422, 'u'],
      [{ ...pageview('/bad'), w: -1 }, 422, 'w'],
      [{ ...pageview('/bad'), i: 'x' }, 422, 'i'],
      [{ ...pageview('/bad'), t: today.getTime() - 25 * 60 * 60_000 }, 422, 't'],
      [{ ...pageview('/bad'), extra: 1 }, 422, 'extra'],
      ['not json', 400],
      [JSON.stringify({ ...pageview('/bad'), r: 'x'.repeat(20_000) }), 413],
    ]
    for (const [body, status, field] of cases) {
      const response = await fetch(`${h.fn.url}/api/event`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.1.0.9', 'user-agent': BROWSER_AGENT },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      expect({ body, status: response.status }).toEqual({ body, status })
      if (field)
        expect(Object.keys(((await response.json()) as { error: { fields: object } }).error.fields)).toEqual([
          field,
        ])
    }
    expect(await pageTotals('/bad')).toEqual(before)
  })

  it('limits one client to its events per minute (429), and other clients go on', async () => {
    const noisy = visitor('10.1.0.10')
    const statuses: number[] = []
    for (let n = 0; n < 22; n++) statuses.push((await sendBeacon(h.fn, noisy, pageview('/noisy'))).status)
    expect(statuses.filter((s) => s === 202)).toHaveLength(20)
    expect(statuses.at(-1)).toBe(429)
    expect((await sendBeacon(h.fn, visitor('10.1.0.11'), pageview('/noisy'))).status).toBe(202)
  })
})

describe('who reads insights', () => {
  it('answers administrators and editors, refuses every other role (403) and anyone without a session (401)', async () => {
    expect((await h.read('live', null)).status).toBe(401)
    expect((await h.read('live', 'not-a-token')).status).toBe(401)
    for (const role of ROLE_NAMES) {
      const token = await h.member([role])
      const { status, body } = await h.read<{ visitors?: number; error?: { code: string } }>(
        'overview',
        token,
      )
      const allowed = role === 'administrator' || role === 'editor'
      expect({ role, status }).toEqual({ role, status: allowed ? 200 : 403 })
      if (!allowed) expect(body.error?.code).toBe('forbidden')
    }
  })
})
