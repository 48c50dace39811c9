/**
 * Every dashboard number against a generated traffic log: known visitors, page views, funnel steps, store buttons
 * and applications per source and campaign, replayed through the real function over HTTP (beacons as the script
 * sends them, applications through `POST /api/wait-list`), stored in a real chDB, read back as an editor reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validApplication } from '../function/harness.ts'
import { type InsightsHarness, sendBeacon, startInsightsHarness } from './harness.ts'
import { expected, generateTraffic, type LoggedVisitor } from './traffic.ts'

interface Ranked {
  key: string
  visitors: number
  pageviews: number
}
interface Overview {
  totals: { visitors: number; pageviews: number }
  previousTotals: { visitors: number; pageviews: number }
  series: Array<{ bucket: string; visitors: number; pageviews: number }>
  breakdowns: Record<string, Ranked[]>
  funnels: Record<string, Array<{ step: string; visitors: number; rate: number }>>
  applications: Record<string, unknown> & { total: number }
}

let h: InsightsHarness
let editor: string
let log: LoggedVisitor[]
const now = Date.now()

async function replay(visitor: LoggedVisitor, index: number) {
  for (const [n, event] of visitor.events.entries()) {
    const response = await sendBeacon(h.fn, visitor, {
      n: event.name,
      u: `https://escrova.test${event.path}${event.search ?? ''}`,
      ...(event.referrer ? { r: event.referrer } : {}),
      w: visitor.width,
      l: visitor.language,
      ...(event.prop ? { p: event.prop } : {}),
      i: `visitor${index}-event${n}`,
      t: event.at,
    })
    expect(response.status).toBe(202)
  }
  if (visitor.applies) {
    const applied = await h.fn.post(
      '/api/wait-list',
      validApplication({ email: `applicant${index}@example.com` }),
      {
        'x-forwarded-for': visitor.address,
        'user-agent': visitor.agent,
      },
    )
    expect(applied.status).toBe(201)
  }
}

const asCounts = (rows: Ranked[]) =>
  Object.fromEntries(rows.map((row) => [row.key, { visitors: row.visitors, pageviews: row.pageviews }]))
const asTally = (rows: unknown) =>
  Object.fromEntries(
    (rows as Array<{ key: string; applications: number }>).map((r) => [r.key, r.applications]),
  )

beforeAll(async () => {
  h = await startInsightsHarness()
  editor = await h.member(['editor'])
  log = generateTraffic(60, now - 2 * 60 * 60_000)
  for (const [index, visitor] of log.entries()) await replay(visitor, index)
  await h.flush()
})
afterAll(() => h?.stop())

const overview = async (query = '') => {
  const from = new Date(now - 3 * 60 * 60_000).toISOString()
  const to = new Date(Date.now() + 60_000).toISOString()
  const { status, body } = await h.read<Overview>(
    `overview?from=${from}&to=${to}&interval=hour${query}`,
    editor,
  )
  expect(status).toBe(200)
  return body
}

describe('the dashboard against the traffic log', () => {
  it('has the log enough to mean something', () => {
    const truth = expected(log)
    expect(truth.applications.total).toBeGreaterThan(3)
    expect(Object.keys(truth.campaigns)).toEqual(expect.arrayContaining(['launch', 'summer']))
  })

  it('counts visitors and page views exactly, over time and against an empty previous period', async () => {
    const body = await overview()
    const truth = expected(log)
    expect(body.totals).toEqual(truth.totals)
    expect(body.previousTotals).toEqual({ visitors: 0, pageviews: 0 })
    expect(body.series.reduce((sum, bucket) => sum + bucket.pageviews, 0)).toBe(truth.totals.pageviews)
  })

  it('ranks pages, posts, sources, referrers, campaigns, devices and languages exactly', async () => {
    const { breakdowns } = await overview()
    const truth = expected(log)
    for (const column of [
      'pages',
      'posts',
      'sources',
      'referrers',
      'campaigns',
      'devices',
      'languages',
    ] as const)
      expect({ column, counts: asCounts(breakdowns[column] ?? []) }).toEqual({
        column,
        counts: truth[column],
      })
  })

  it('walks both funnels with the visitors of each step and the rate from the step before', async () => {
    const { funnels } = await overview()
    const truth = expected(log)
    expect(funnels.waitList?.map((step) => step.visitors)).toEqual(truth.waitListFunnel)
    expect(funnels.post?.map((step) => step.visitors)).toEqual(truth.postFunnel)
    const [landed, waitList] = truth.waitListFunnel as [number, number]
    expect(funnels.waitList?.[1]?.rate).toBeCloseTo(waitList / landed, 10)
  })

  it('credits each application to its visit’s landing page, last post, source and campaign', async () => {
    const { applications } = await overview()
    const truth = expected(log).applications
    expect(applications.total).toBe(truth.total)
    expect(asTally(applications.byLanding)).toEqual(truth.byLanding)
    expect(asTally(applications.byPost)).toEqual(truth.byPost)
    expect(asTally(applications.bySource)).toEqual(truth.bySource)
    expect(asTally(applications.byCampaign)).toEqual(truth.byCampaign)
  })

  it('filters every panel to the visits of one campaign', async () => {
    const body = await overview('&campaign=launch')
    const launch = log.filter((visitor) => visitor.events[0]?.search?.includes('utm_campaign=launch'))
    const truth = expected(launch)
    expect(body.totals).toEqual(truth.totals)
    expect(body.funnels.waitList?.map((step) => step.visitors)).toEqual(truth.waitListFunnel)
    expect(body.applications.total).toBe(truth.applications.total)
    expect(asCounts(body.breakdowns.pages ?? [])).toEqual(truth.pages)
  })
})
