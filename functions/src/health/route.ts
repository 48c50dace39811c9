/** `GET /api/health`: is the function up, and can it reach the content store? */
import { Hono } from 'hono'
import { HEALTH_QUERY } from '../content/queries.ts'
import type { AppEnv } from '../http/types.ts'
import type { Services } from '../services.ts'

export function healthRoute(services: Services) {
  const route = new Hono<AppEnv>()
  route.get('/', async (c) => {
    const started = performance.now()
    try {
      await services.client.fetch(HEALTH_QUERY, {}, { timeout: 3_000 })
      const ms = Math.round(performance.now() - started)
      return c.json({ status: 'ok', checks: { contentStore: { status: 'up', ms } } })
    } catch {
      c.header('Retry-After', '5')
      return c.json(
        {
          status: 'degraded',
          checks: { contentStore: { status: 'down' } },
          error: { code: 'content_store_unavailable', message: 'The content store cannot be reached.' },
        },
        503,
      )
    }
  })
  return route
}
