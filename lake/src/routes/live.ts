import { Hono } from 'hono'
import { readScopeOf } from '../auth/access.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { eventStream } from '../http/event-stream.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { draftsAudience, type LiveAudience } from '../live/events.ts'
import { requireDataset } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'

/** `@sanity/client`'s `live.events()` refuses older API versions; so does the hosted API. */
export const LIVE_MIN_API_VERSION = '2021-03-25'
const DEFAULT_KEEP_ALIVE_MS = 15_000
const DEFAULT_MAX_STREAMS = 1000

export function supportsLive(apiVersion: string | undefined): boolean {
  if (!apiVersion) return false
  return apiVersion.toUpperCase() === 'X' || (apiVersion.includes('-') && apiVersion >= LIVE_MIN_API_VERSION)
}

/**
 * `GET data/live/events/<dataset>` (https://www.sanity.io/docs/live-api-reference): server-sent events. `welcome`
 * when connected; `message` (`id`, data `{tags}`) per commit; `restart` first when `Last-Event-ID` cannot be
 * resumed from; `goaway` when the lake refuses more streams. Anonymous callers get the published stream;
 * `includeDrafts=true` needs a token that can read drafts.
 */
function handleLiveEvents(c: LakeContext) {
  const { caller, lake, apiVersion } = c.var
  if (!supportsLive(apiVersion)) {
    throw new HttpError(
      400,
      `The live events API requires API version ${LIVE_MIN_API_VERSION} or later (got ${apiVersion})`,
    )
  }
  const dataset = requireDataset(lake, c.req.param('dataset') as string).name
  const accept = c.req.header('accept') ?? ''
  if (!accept.includes('text/event-stream')) {
    return json(c, 406, {
      statusCode: 406,
      error: 'Not Acceptable',
      message: 'The live events API answers with server-sent events: send "Accept: text/event-stream"',
    })
  }
  const includeDrafts = c.req.query('includeDrafts') ?? null
  if (includeDrafts !== null && includeDrafts !== 'true' && includeDrafts !== 'false') {
    throw new HttpError(400, `"includeDrafts" must be "true" or "false" (got "${includeDrafts}")`)
  }
  const drafts = includeDrafts === 'true'
  if (drafts && caller.kind === 'anonymous') {
    throw new HttpError(401, 'includeDrafts=true requires a token that can read drafts', {
      errorCode: 'SIO-401-ANF',
    })
  }
  const audience: LiveAudience = drafts ? draftsAudience(readScopeOf(caller)) : 'published'
  const options = lake.options.live ?? {}
  const { live } = lake
  let unsubscribe = () => {}
  const keepAliveMs = options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS
  return eventStream(c, { keepAliveMs, open: live.openStreams, onClose: () => unsubscribe() }, (stream) => {
    if (live.openStreams.size > (options.maxStreams ?? DEFAULT_MAX_STREAMS)) {
      stream.send('goaway', { reason: 'connection limit reached' }, live.position(dataset, audience))
      stream.end()
      return
    }
    const lastEventId = c.req.header('last-event-id')
    const missed =
      typeof lastEventId === 'string' && lastEventId !== '' ? live.since(dataset, audience, lastEventId) : []
    if (!missed) stream.send('restart', {}, live.position(dataset, audience))
    stream.send('welcome', {})
    for (const message of missed ?? []) stream.send('message', { tags: message.tags }, message.id)
    unsubscribe = live.subscribe(dataset, audience, (event) =>
      stream.send(event.type, event.type === 'message' ? { tags: event.tags } : {}, event.id),
    )
  })
}

export const liveRoutes = new Hono<LakeEnv>().get(
  '/data/live/events/:dataset',
  identifyCaller,
  handleLiveEvents,
)
