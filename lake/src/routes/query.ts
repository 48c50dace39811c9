import { Hono } from 'hono'
import { readScopeOf } from '../auth/access.ts'
import { type Perspective, PerspectiveError, parsePerspective } from '../groq/perspectives.ts'
import { queryCaller } from '../groq/pool/limits.ts'
import { queryPoolOf } from '../groq/pool/pool.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { groqParamsFromSearch } from '../http/groq-params.ts'
import { readJson } from '../http/json-body.ts'
import { limitBody } from '../http/middleware/body-limit.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { rawJson } from '../http/respond.ts'
import { parseSourceMapMode } from '../http/source-map-param.ts'
import { isLiveEventId } from '../live/events.ts'
import { requireDataset } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'
import { supportsLive } from './live.ts'

const QUERY_BODY_LIMIT = 4 * 1024 * 1024

/** The request's perspective (`groq/perspectives.ts`); a value no perspective has is a 400 naming it. */
function perspectiveOf(value: unknown, apiVersion: string | undefined): Perspective {
  try {
    return parsePerspective(value, apiVersion)
  } catch (error) {
    if (error instanceof PerspectiveError) throw new HttpError(400, error.message)
    throw error
  }
}

/**
 * `lastLiveEventId` asks for a result at least as new as that live event (so a CDN cannot answer from before it).
 * This lake answers from its current state, which is never older, so it only checks the id is one it could issue.
 */
function checkLastLiveEventId(value: string | null): void {
  if (value === null || isLiveEventId(value)) return
  throw new HttpError(400, `Invalid "lastLiveEventId": "${value.slice(0, 100)}" is not a live event id`)
}

async function handleQuery(c: LakeContext) {
  const started = performance.now()
  const { caller, lake, apiVersion } = c.var
  const url = new URL(c.req.url)
  const dataset = requireDataset(lake, c.req.param('dataset') as string)
  let query: unknown
  let params: Record<string, unknown>
  let perspectiveValue: unknown = url.searchParams.get('perspective') ?? undefined
  if (c.req.method === 'POST') {
    const body = (await readJson(c)) as Record<string, unknown> | null
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new HttpError(400, 'Request body must be a JSON object: {query, params}')
    }
    query = body.query
    const bodyParams = body.params ?? {}
    if (!bodyParams || typeof bodyParams !== 'object' || Array.isArray(bodyParams)) {
      throw new HttpError(400, '"params" must be an object')
    }
    params = { ...groqParamsFromSearch(url), ...(bodyParams as Record<string, unknown>) }
    perspectiveValue = body.perspective ?? perspectiveValue
  } else {
    query = url.searchParams.get('query') ?? undefined
    params = groqParamsFromSearch(url)
  }
  if (typeof query !== 'string' || query.trim() === '') {
    throw new HttpError(400, 'The "query" parameter is required')
  }
  const perspective = perspectiveOf(perspectiveValue, apiVersion)
  checkLastLiveEventId(url.searchParams.get('lastLiveEventId'))
  const sourceMap = parseSourceMapMode(url.searchParams.get('resultSourceMap'))
  const outcome = await queryPoolOf(lake.store).run(
    {
      dataset,
      query,
      params,
      perspective,
      visibility: readScopeOf(caller),
      identity: caller.identity,
      projectId: lake.projectId,
      sourceMap,
    },
    queryCaller(caller, c.env.incoming.socket.remoteAddress),
  )
  const ms = Math.round((performance.now() - started) * 100) / 100
  const returnQuery = url.searchParams.get('returnQuery') !== 'false'
  const head = returnQuery ? `{"query":${JSON.stringify(query)},` : '{'
  const syncTags = supportsLive(apiVersion)
    ? `"syncTags":${JSON.stringify(lake.syncTags.tags(outcome.keys))},`
    : ''
  const resultSourceMap = outcome.sourceMap ? `"resultSourceMap":${outcome.sourceMap},` : ''
  return rawJson(c, 200, `${head}"result":${outcome.json},${resultSourceMap}${syncTags}"ms":${ms}}`)
}

export const queryRoutes = new Hono<LakeEnv>()
  .get('/data/query/:dataset', identifyCaller, handleQuery)
  .post('/data/query/:dataset', identifyCaller, limitBody(QUERY_BODY_LIMIT), handleQuery)
