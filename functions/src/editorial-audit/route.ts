/**
 * `POST /api/editorial-audit`: the Content Lake's webhook for editorial decisions (`@escrova/schemas/editorial-audit`)
 * lands here and becomes an audit entry naming the person who made it. Only a body signed with the webhook's secret
 * (`sanity-webhook-signature`, checked by Sanity's own `@sanity/webhook`) is believed; the person's name comes from the
 * lake (`/users/<id>`), never from the request. A retried delivery (same `idempotency-key`) is written once.
 */
import { type EditorialChange, editorialActionOf } from '@escrova/schemas/editorial-audit'
import { publishedIdOf } from '@escrova/schemas/ids'
import type { SanityClient } from '@sanity/client'
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { Hono } from 'hono'
import { ApiError, validationFailed } from '../http/errors.ts'
import type { AppEnv } from '../http/types.ts'
import { type Actor, writeAudit } from '../privacy/audit.ts'
import type { Services } from '../services.ts'
import { sha256Hex } from '../util/hash.ts'

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

function changeOf(body: unknown): EditorialChange {
  const change = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const problems: Record<string, string> = {}
  for (const field of ['documentId', 'documentType', 'actor', 'operation'])
    if (!isText(change[field])) problems[field] = 'Expected a non-empty string.'
  if (Object.keys(problems).length > 0) throw validationFailed(problems)
  return change as unknown as EditorialChange
}

/** The person behind a member id, by the name the lake knows (a removed member keeps theirs). */
async function actorOf(client: SanityClient, id: string): Promise<Actor> {
  const user = await client
    .request<{ displayName?: string } | null>({ uri: `/users/${encodeURIComponent(id)}` })
    .catch(() => null)
  return user?.displayName ? { id, name: user.displayName } : { id }
}

export function editorialAuditRoute(services: Services) {
  const { client, clock } = services
  return new Hono<AppEnv>().post('/', async (c) => {
    const secret = services.deps.editorialWebhookSecret
    if (!secret) throw new ApiError(404, 'not_found', 'The editorial audit webhook is not set up here.')
    const text = await c.req.text()
    const signature = c.req.header(SIGNATURE_HEADER_NAME)
    if (!signature || !(await isValidSignature(text, signature, secret)))
      throw new ApiError(401, 'invalid_signature', 'The webhook signature does not match.')
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new ApiError(400, 'invalid_json', 'The body is not JSON.')
    }
    const change = changeOf(body)
    const action = editorialActionOf(change)
    if (!action) return c.json({ recorded: null })
    const time = Date.parse(c.req.header('sanity-transaction-time') ?? '')
    const delivery = c.req.header('idempotency-key')
    const id = await writeAudit(
      client,
      {
        action,
        actor: await actorOf(client, change.actor),
        at: Number.isNaN(time) ? clock() : new Date(time),
        documentIds: [publishedIdOf(change.documentId)],
        ...(action === 'schedule' && change.scheduledPublishAt
          ? { detail: `For ${change.scheduledPublishAt}` }
          : {}),
      },
      undefined,
      delivery ? `editorial-${(await sha256Hex(delivery)).slice(0, 32)}` : undefined,
    )
    return c.json({ recorded: id })
  })
}
