/**
 * The submissions function: one Hono app, served by Node (`node.ts`) and by Cloudflare Workers (`worker.ts`).
 * Middleware order matters: request id and logs wrap everything, then security headers, CORS (a foreign browser
 * origin stops here), then per route the rate limit and the JSON body reader, then the handler.
 */
import { COMMENT_LIMITS } from '@escrova/schemas/comments'
import { EDITORIAL_AUDIT_ROUTE } from '@escrova/schemas/editorial-audit'
import { INSIGHTS_ROUTES } from '@escrova/schemas/insights'
import { SUPPORT_LIMITS } from '@escrova/schemas/support'
import { WAIT_LIST_LIMITS } from '@escrova/schemas/wait-list'
import { Hono } from 'hono'
import { commentsRoute } from './comments/route.ts'
import type { AppDeps } from './config.ts'
import { editorialAuditRoute } from './editorial-audit/route.ts'
import { methodNotAllowed, notFound, onError } from './error-answers.ts'
import { healthRoute } from './health/route.ts'
import type { AppEnv } from './http/types.ts'
import { insightsRoutes } from './insights/route.ts'
import { cors } from './middleware/cors.ts'
import { bodyLimitFor, jsonBody } from './middleware/json-body.ts'
import { rateLimit } from './middleware/rate-limit.ts'
import { requestContext } from './middleware/request-context.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { visitorLanguage } from './middleware/visitor-language.ts'
import { privacyRoute } from './privacy/route.ts'
import { createScheduleRunner, type ScheduleReport } from './schedule/run.ts'
import { createServices, type Services } from './services.ts'
import { supportRoute } from './support/route.ts'
import { BackgroundTasks } from './util/background.ts'
import { waitListRoute } from './wait-list/route.ts'

export interface FunctionService {
  app: Hono<AppEnv>
  services: Services
  /** The every-minute job: publish due posts, retry deliveries. */
  runSchedule(now?: Date): Promise<ScheduleReport>
  /** Resolves when background work (sheet deliveries) started so far has finished. */
  settle(): Promise<void>
  /** Settles background work and writes the insight events still waiting. */
  close(): Promise<void>
}

export function createService(deps: AppDeps): FunctionService {
  const services = createServices(deps)
  const background = new BackgroundTasks(services.logger)
  const limitPerClient = rateLimit(
    services.rateLimitStore,
    services.rateLimit,
    services.clock,
    services.clientAddress,
  )
  const formBody = jsonBody(services.bodyLimitBytes)
  const formBodyOf = (limits: Record<string, number>) =>
    jsonBody(bodyLimitFor(limits, services.bodyLimitBytes))

  const app = new Hono<AppEnv>()
  app.use('*', ...requestContext(services.logger))
  app.use('*', ...securityHeaders())
  // Before anything that can refuse a request, so every refusal is in the visitor's language.
  app.use('*', ...visitorLanguage())
  app.use('/api/*', cors(deps.corsOrigins))

  app.use('/api/comments', limitPerClient)
  app.use('/api/wait-list', limitPerClient)
  app.use('/api/support', limitPerClient)
  app.use('/api/privacy/*', limitPerClient)
  app.post('/api/comments', formBodyOf(COMMENT_LIMITS))
  app.post('/api/wait-list', formBodyOf(WAIT_LIST_LIMITS))
  app.post('/api/support', formBodyOf(SUPPORT_LIMITS))
  app.post('/api/privacy/*', formBody)

  app.route('/api/comments', commentsRoute(services))
  app.route('/api/wait-list', waitListRoute(services, background))
  app.route('/api/support', supportRoute(services))
  app.route('/api/privacy', privacyRoute(services, background))
  app.route('/api/health', healthRoute(services))
  app.route(EDITORIAL_AUDIT_ROUTE, editorialAuditRoute(services))
  if (services.insights) insightsRoutes(app, services, services.insights)
  // Insights off (Workers, `INSIGHTS=off`): the site's beacons are answered, not counted, so pages log no errors.
  else app.post(INSIGHTS_ROUTES.event, (c) => c.json({ counted: false, reason: 'off' }, 202))
  app.all('/api/comments', methodNotAllowed('POST'))
  app.all('/api/wait-list', methodNotAllowed('POST'))
  app.all('/api/support', methodNotAllowed('POST'))
  app.all('/api/health', methodNotAllowed('GET'))
  app.all(EDITORIAL_AUDIT_ROUTE, methodNotAllowed('POST'))
  app.all(INSIGHTS_ROUTES.event, methodNotAllowed('POST'))

  app.notFound(notFound)
  app.onError(onError(services.logger))

  return {
    app,
    services,
    runSchedule: createScheduleRunner(services),
    settle: () => background.settle(),
    close: async () => {
      await background.settle()
      await services.insights?.close()
    },
  }
}
