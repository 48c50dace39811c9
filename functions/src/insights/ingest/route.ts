/**
 * `POST /api/event`: one beacon from the site's script (`navigator.sendBeacon`, `text/plain` JSON). Answers 202 at
 * once, before the event is written (the buffer writes in batches); `counted: false` with the reason when it is
 * not counted (a bot, `Sec-GPC: 1`, an event id already counted, the buffer full). A malformed event is a 4xx and is
 * not kept.
 */
import { Hono } from 'hono'
import type { Insights } from '../../events/insights.ts'
import { checkBeacon } from '../../events/validate.ts'
import type { AppEnv } from '../../http/types.ts'

export function eventRoute(insights: Insights, clock: () => Date) {
  const route = new Hono<AppEnv>()
  route.post('/', async (c) => {
    const beacon = checkBeacon(c.get('body'), clock().getTime())
    const notCounted = await insights.acceptBeacon(c, beacon)
    // Nothing here is for caches: a beacon is never answered from one (the edge and the worker pass POSTs anyway).
    c.header('cache-control', 'no-store')
    return c.json(notCounted ? { counted: false, reason: notCounted } : { counted: true }, 202)
  })
  return route
}
