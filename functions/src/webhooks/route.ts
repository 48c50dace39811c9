/**
 * `POST /api/webhooks/sanity`: signed notifications from the content store (the hosted lake's GROQ-powered webhooks,
 * or the local lake's). A post (or what posts show: author, category, tag) published, changed or unpublished asks
 * for a site rebuild; anything else is acknowledged and ignored. Sanity's `idempotency-key` header makes a
 * redelivery of an already handled event a no-op.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../http/types.ts'
import type { Services } from '../services.ts'
import type { BackgroundTasks } from '../util/background.ts'
import type { RebuildScheduler } from './rebuild.ts'
import { SIGNATURE_HEADER_NAME, verifyWebhook } from './verify.ts'

const REBUILDING_TYPES = new Set(['post', 'author', 'category', 'tag'])

export function webhooksRoute(services: Services, rebuild: RebuildScheduler, background: BackgroundTasks) {
  const route = new Hono<AppEnv>()

  route.post('/sanity', async (c) => {
    const now = services.clock().getTime()
    await verifyWebhook(
      c.get('rawBody'),
      c.req.header(SIGNATURE_HEADER_NAME),
      services.deps.webhookSecret,
      services.webhook,
      services.seenKeys,
      now,
    )
    const deliveryKey = c.req.header('idempotency-key')
    const deliveryExpiresAt = now + services.webhook.toleranceMs * 2
    if (
      deliveryKey &&
      !(await services.seenKeys.firstSighting(`delivery:${deliveryKey}`, deliveryExpiresAt, now))
    ) {
      return c.json({ ok: true, rebuild: 'duplicate' as const })
    }

    const body = c.get('body')
    const type = typeof body._type === 'string' ? body._type : undefined
    const id = typeof body._id === 'string' ? body._id : (c.req.header('sanity-document-id') ?? '')
    const operation = c.req.header('sanity-operation') ?? 'unknown'
    const relevant = type !== undefined && REBUILDING_TYPES.has(type) && !id.startsWith('drafts.')
    c.get('log').info('webhook received', { documentId: id, type, operation, rebuild: relevant })
    if (!relevant) return c.json({ ok: true, rebuild: 'ignored' as const })
    if (!rebuild.configured) return c.json({ ok: true, rebuild: 'not-configured' as const })
    background.run(() => rebuild.request(id || type || 'unknown'), 'site rebuild', c)
    return c.json({ ok: true, rebuild: 'scheduled' as const })
  })

  return route
}
