/** Declares the insights routes on the app: the beacon (rate-limited per client, bounded) and the dashboard reads. */
import { INSIGHTS_ROUTES } from '@escrova/schemas/insights'
import type { Hono } from 'hono'
import type { Insights } from '../events/insights.ts'
import type { AppEnv } from '../http/types.ts'
import { jsonBody } from '../middleware/json-body.ts'
import { rateLimit } from '../middleware/rate-limit.ts'
import type { Services } from '../services.ts'
import { insightsRoute } from './dashboard/route.ts'
import { eventRoute } from './ingest/route.ts'

/** A beacon is small: the page address and referrer at their limits, in four-byte characters, and the keys. */
export const EVENT_BODY_LIMIT_BYTES = 10 * 1024

export function insightsRoutes(app: Hono<AppEnv>, services: Services, insights: Insights) {
  // Counted apart from the forms' limit: a reader's page views must never use up their comment allowance.
  const perClient = rateLimit(
    services.rateLimitStore,
    { max: insights.eventsPerMinute, windowMs: 60_000 },
    services.clock,
    (c) => `event:${services.clientAddress(c) ?? 'unknown'}`,
  )
  app.use(INSIGHTS_ROUTES.event, perClient)
  app.use(`${INSIGHTS_ROUTES.insights}/*`, rateLimitFor(services))
  app.post(INSIGHTS_ROUTES.event, jsonBody(EVENT_BODY_LIMIT_BYTES, { beacon: true }))
  app.route(INSIGHTS_ROUTES.event, eventRoute(insights, services.clock))
  app.route(INSIGHTS_ROUTES.insights, insightsRoute(services, insights))
}

const rateLimitFor = (services: Services) =>
  rateLimit(services.rateLimitStore, services.rateLimit, services.clock, services.clientAddress)
