/**
 * `GET /api/insights/*`: the Studio's Insights tool and a page's own view read aggregates here, never raw events,
 * with the signed-in member's own token (checked with the lake, as the data-rights routes do). Which roles may
 * read them is `INSIGHTS_READERS` in `schemas/src/roles.ts`.
 *  - `/overview?from&to&interval&source&campaign&page`: every panel of the dashboard, with the previous period;
 *  - `/live`: visitors in the last five minutes;
 *  - `/page?path&changedAt&from&to`: one page's readers, time on page, sources, applications, before/after a change.
 */
import { pagePath } from '@escrova/schemas/insights'
import { INSIGHTS_READERS } from '@escrova/schemas/roles'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Insights } from '../../events/insights.ts'
import { ApiError, validationFailed } from '../../http/errors.ts'
import type { AppEnv } from '../../http/types.ts'
import { requireRole } from '../../privacy/staff-auth.ts'
import type { Services } from '../../services.ts'
import { DashboardQueries, FUNNEL_STEPS, type FunnelKind } from './queries.ts'
import { dashboardRequest } from './request.ts'
import { funnelSteps } from './summaries.ts'

const DAY = 24 * 60 * 60_000
/** How long before and after a published change a page's numbers are compared. */
const CHANGE_WINDOW_MS = 7 * DAY

export function insightsRoute(services: Services, insights: Insights) {
  const route = new Hono<AppEnv>()
  const reader = createMiddleware<AppEnv>(async (c, next) => {
    await requireRole(
      c,
      services.deps.content,
      INSIGHTS_READERS,
      'Insights are for administrators and editors.',
    )
    await next()
  })
  const queries = async () => {
    try {
      return new DashboardQueries(await insights.store())
    } catch {
      throw new ApiError(
        503,
        'insights_unavailable',
        'The insights store is unavailable right now.',
        undefined,
        {
          'Retry-After': '5',
        },
      )
    }
  }
  route.use('*', reader)

  route.get('/overview', async (c) => {
    const { period, previous, interval, filters } = dashboardRequest(c.req.query(), services.clock())
    const q = await queries()
    const [current, before, pages, visits, applications] = await Promise.all([
      q.chart(period, filters, interval),
      q.chart(previous, filters, interval),
      q.pageBreakdowns(period, filters),
      q.visitSummary(period, filters),
      q.applications(period, filters),
    ])
    const funnel = (kind: FunnelKind) => funnelSteps(FUNNEL_STEPS[kind], visits.funnels[kind])
    return c.json({
      period,
      previous,
      interval,
      totals: current.totals,
      previousTotals: before.totals,
      series: current.series,
      previousSeries: before.series,
      breakdowns: { ...pages, ...visits.breakdowns },
      funnels: { waitList: funnel('waitList'), post: funnel('post') },
      applications,
    })
  })

  route.get('/live', async (c) => {
    const q = await queries()
    return c.json({ visitors: await q.live(services.clock()), at: services.clock().toISOString() })
  })

  route.get('/page', async (c) => {
    const query = c.req.query()
    if (!query.path?.startsWith('/') || query.path.length > 500)
      throw validationFailed({ path: 'Must be the page path, such as /blogs/my-post.' })
    const { period } = dashboardRequest(query, services.clock())
    // A translation's page counts as its page: the Studio may ask for `/pcm/blogs/<slug>` or `/blogs/<slug>`.
    const page = pagePath(query.path).path
    const changedAt = query.changedAt ? new Date(query.changedAt) : undefined
    if (changedAt && Number.isNaN(changedAt.getTime()))
      throw validationFailed({ changedAt: 'Must be a date and time (ISO 8601).' })
    const q = await queries()
    const filters = { page }
    const window = (from: number, to: number) =>
      q.pageTotals({ from: new Date(from), to: new Date(to) }, page)
    const [readers, engagement, sources, applications, before, after] = await Promise.all([
      q.pageTotals(period, page),
      q.engagement(period, page),
      q.breakdown(period, filters, 'sources'),
      q.applications(period, filters),
      changedAt ? window(changedAt.getTime() - CHANGE_WINDOW_MS, changedAt.getTime()) : undefined,
      changedAt ? window(changedAt.getTime(), changedAt.getTime() + CHANGE_WINDOW_MS) : undefined,
    ])
    return c.json({
      path: page,
      period,
      readers,
      engagement,
      sources,
      applications,
      ...(changedAt ? { change: { at: changedAt, windowDays: CHANGE_WINDOW_MS / DAY, before, after } } : {}),
    })
  })

  return route
}
