/**
 * `POST /api/editorial-audit`: the Content Lake's webhook for editorial decisions (`@escrova/schemas/editorial-audit`)
 * lands here and becomes an audit entry naming the person who made it. A release the lake publishes on its own at
 * the scheduled time is credited to the person who scheduled it (the log's own "schedule" entry for that release).
 * Only a body signed with the webhook's secret (`sanity-webhook-signature`, checked by Sanity's own `@sanity/webhook`)
 * is believed; the person's name comes from the lake (`/users/<id>`), never from the request. A retried delivery (same
 * `idempotency-key`) is written once.
 */
import { type EditorialChange, editorialActionOf, RELEASE_TYPE } from '@escrova/schemas/editorial-audit'
import { publishedIdOf } from '@escrova/schemas/ids'
import type { AuditAction } from '@escrova/schemas/privacy'
import type { SanityClient } from '@sanity/client'
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { Hono } from 'hono'
import { withStore } from '../content/client.ts'
import { RELEASE_SCHEDULED_BY_QUERY } from '../content/queries.ts'
import { ApiError, validationFailed } from '../http/errors.ts'
import type { AppEnv } from '../http/types.ts'
import { type Actor, writeAudit } from '../privacy/audit.ts'
import type { Services } from '../services.ts'
import { sha256Hex } from '../util/hash.ts'

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

function changeOf(body: unknown): EditorialChange {
  const change = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const problems: Record<string, string> = {}
  // The lake's own transactions (a release published at its time) may name no one.
  const required = [
    'documentId',
    'documentType',
    'operation',
    ...(change.documentType === RELEASE_TYPE ? [] : ['actor']),
  ]
  for (const field of required) if (!isText(change[field])) problems[field] = 'Expected a non-empty string.'
  if (Object.keys(problems).length > 0) throw validationFailed(problems)
  return { ...change, actor: isText(change.actor) ? change.actor : '' } as unknown as EditorialChange
}

/** The person behind a member id, by the name the lake knows (a removed member keeps theirs). */
async function actorOf(client: SanityClient, id: string): Promise<Actor> {
  const user = await client
    .request<{ displayName?: string } | null>({ uri: `/users/${encodeURIComponent(id)}` })
    .catch(() => null)
  return user?.displayName ? { id, name: user.displayName } : { id }
}

/** Transactions the lake makes on its own (a scheduled release published at its time) name no member. */
const LAKE_ITSELF = new Set(['system', ''])

/** A release no one's schedule entry names (one the lake's migration scheduled), published at its time. */
const RELEASE_SCHEDULE_ACTOR: Actor = { id: 'release-schedule', name: 'Release schedule' }

/** What the entry says beyond its action: for a release, its title and documents, and when it is to go out. */
function releaseEntryOf(change: EditorialChange, action: AuditAction) {
  const release = change.release ?? {}
  const title = release.title ? `Release "${release.title}"` : 'Release'
  return {
    // The release first (the scheduled-by lookup finds it there), then the documents it published.
    documentIds: [change.documentId, ...(release.documentIds ?? []).map(publishedIdOf)],
    detail: action === 'schedule' && release.publishAt ? `${title} for ${release.publishAt}` : title,
  }
}

async function releaseActorOf(client: SanityClient, change: EditorialChange): Promise<Actor> {
  if (!LAKE_ITSELF.has(change.actor)) return actorOf(client, change.actor)
  const scheduledBy = await withStore(() =>
    client.fetch(RELEASE_SCHEDULED_BY_QUERY, { release: change.documentId }),
  )
  return scheduledBy?.id
    ? { id: scheduledBy.id, ...(scheduledBy.name ? { name: scheduledBy.name } : {}) }
    : RELEASE_SCHEDULE_ACTOR
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
    const isRelease = change.documentType === RELEASE_TYPE
    const id = await writeAudit(
      client,
      {
        action,
        actor: isRelease ? await releaseActorOf(client, change) : await actorOf(client, change.actor),
        at: Number.isNaN(time) ? clock() : new Date(time),
        ...(isRelease ? releaseEntryOf(change, action) : { documentIds: [publishedIdOf(change.documentId)] }),
      },
      undefined,
      delivery ? `editorial-${(await sha256Hex(delivery)).slice(0, 32)}` : undefined,
    )
    return c.json({ recorded: id })
  })
}
