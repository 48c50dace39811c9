import { GroqSyntaxError } from 'groq-js'
import { Hono } from 'hono'
import { readScopeOf } from '../auth/access.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { eventStream } from '../http/event-stream.ts'
import { groqParamsFromSearch } from '../http/groq-params.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { compileMatcher, type DocumentMatcher } from '../listen/match.ts'
import { requireDataset } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'

const KEEP_ALIVE_MS = 20_000

const bool = (url: URL, name: string, fallback: boolean) => {
  const value = url.searchParams.get(name)
  return value === null ? fallback : value === 'true'
}

/** `GET data/listen/<dataset>?query=...`: server-sent events, `welcome` then `mutation` per matching change. */
function handleListen(c: LakeContext) {
  const { caller, lake } = c.var
  const hub = lake.listeners
  const dataset = requireDataset(lake, c.req.param('dataset') as string).name
  const url = new URL(c.req.url)
  const query = url.searchParams.get('query')
  if (!query) throw new HttpError(400, 'The "query" parameter is required')
  let matcher: DocumentMatcher
  try {
    matcher = compileMatcher(query, groqParamsFromSearch(url), {
      includeAllVersions: bool(url, 'includeAllVersions', false),
    })
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      const description = error.message.replace(/^Syntax error in GROQ query at position \d+: /, '')
      return json(c, 400, {
        error: {
          type: 'queryParseError',
          description,
          query,
          start: error.position,
          end: error.position + 1,
        },
      })
    }
    throw error
  }
  let remove = () => {}
  const effectFormat = url.searchParams.get('effectFormat') === 'mendoza' ? 'mendoza' : undefined
  const visibility = url.searchParams.get('visibility') === 'transaction' ? 'transaction' : 'query'
  // A reconnecting EventSource sends the id of the last event it got; with `enableResume` it asks to continue there.
  const lastEventId = c.req.header('last-event-id')
  const resumeAfter = bool(url, 'enableResume', false) && lastEventId ? lastEventId : undefined
  return eventStream(
    c,
    { keepAliveMs: KEEP_ALIVE_MS, open: hub.openStreams, onClose: () => remove() },
    (stream) => {
      const subscription = hub.add(
        {
          dataset,
          matcher,
          scope: readScopeOf(caller),
          includeResult: bool(url, 'includeResult', true),
          includePreviousRevision: bool(url, 'includePreviousRevision', false),
          includeMutations: bool(url, 'includeMutations', true),
          effectFormat,
          visibility,
          send: stream.send,
        },
        resumeAfter,
      )
      remove = subscription.remove
      // Resumed: the missed events follow `welcomeback`. Not resumable (unknown or aged out): `reset`, and the client
      // refetches what it holds, as it would after `welcome`.
      if (resumeAfter === undefined) stream.send('welcome', { listenerName: subscription.name })
      else stream.send(subscription.resumed ? 'welcomeback' : 'reset', { listenerName: subscription.name })
    },
  )
}

export const listenRoutes = new Hono<LakeEnv>().get('/data/listen/:dataset', identifyCaller, handleListen)
