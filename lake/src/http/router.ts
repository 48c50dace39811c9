import type { IncomingMessage, ServerResponse } from 'node:http'
import { ANONYMOUS, identify } from '../auth/identify.ts'
import { QueryExecutionError, QueryParseError } from '../groq/errors.ts'
import { MutationError } from '../mutate/errors.ts'
import type { LakeRuntime } from '../runtime.ts'
import type { AnyRequest, AnyResponse, RequestContext } from './context.ts'
import { sendJson } from './context.ts'
import { isOriginAllowed } from './cors.ts'
import { HttpError, TypedError } from './errors.ts'

export interface Route {
  method: string | string[]
  /** e.g. `/data/query/:dataset`; `:name*` matches the rest of the path. */
  path: string
  /** Served under `/v<version>` (default) or at the bare path (image CDN). */
  versioned?: boolean
  /** Runs once the caller is identified: a token that matches nothing was already answered with a 401. */
  handler: (ctx: RequestContext) => Promise<void> | void
}

interface CompiledRoute extends Route {
  pattern: RegExp
  names: string[]
}

export function compileRoute(route: Route): CompiledRoute {
  const names: string[] = []
  const source = route.path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        const rest = segment.endsWith('*')
        names.push(segment.slice(1, rest ? -1 : undefined))
        return rest ? '(.+)' : '([^/]+)'
      }
      return segment.replace(/[.+?^${}()|[\]\\*]/g, '\\$&')
    })
    .join('/')
  return { ...route, pattern: new RegExp(`^${source}/?$`), names }
}

const VERSION_PREFIX = /^\/v(\d{4}-\d{2}-\d{2}|\d+|X|x)(\/.*)$/

function corsHeaders(lake: LakeRuntime, req: IncomingMessage): Record<string, string> | 'refused' {
  const origin = req.headers.origin
  if (!origin) return {}
  if (!isOriginAllowed(origin, lake.corsOrigins)) return 'refused'
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  }
}

export function sendError(ctx: RequestContext, error: unknown): void {
  if (error instanceof HttpError) sendJson(ctx, error.status, error.toBody(), error.headers)
  else if (error instanceof TypedError || error instanceof MutationError)
    sendJson(ctx, error.status, error.toBody())
  else if (error instanceof QueryParseError || error instanceof QueryExecutionError)
    sendJson(ctx, 400, error.toBody())
  else internalError(ctx, error)
}

function internalError(ctx: RequestContext, error: unknown): void {
  console.error('[lake] internal error', error)
  sendJson(ctx, 500, {
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'An internal server error occurred',
  })
}

export type LakeHandler = (req: AnyRequest, res: AnyResponse) => Promise<void>

/** The request handler shared by the HTTP/1.1 listener and the Studio's HTTP/2 + TLS listener. */
export function createHandler(lake: LakeRuntime, routes: Route[]): LakeHandler {
  const compiled = routes.map(compileRoute)
  return async (rawReq: AnyRequest, rawRes: AnyResponse): Promise<void> => {
    const req = rawReq as IncomingMessage
    const res = rawRes as ServerResponse
    const url = new URL(req.url ?? '/', 'http://lake.local')
    const method = (req.method ?? 'GET').toUpperCase()
    const ctx: RequestContext = {
      req,
      res,
      method,
      path: url.pathname,
      url,
      params: {},
      caller: ANONYMOUS,
      lake,
    }
    const cors = corsHeaders(lake, req)
    try {
      // The image CDN is public (like cdn.sanity.io); the API refuses origins outside the allow-list.
      const isCdn = url.pathname.startsWith('/images/')
      if (cors === 'refused' && !isCdn) {
        throw new HttpError(403, `Origin ${req.headers.origin} is not allowed by this lake's CORS settings`, {
          errorCode: 'SIO-403-CORS',
        })
      }
      if (cors !== 'refused') for (const [name, value] of Object.entries(cors)) res.setHeader(name, value)
      if (method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers':
            (req.headers['access-control-request-headers'] as string | undefined) ??
            'authorization, content-type',
          'access-control-max-age': '600',
        })
        res.end()
        return
      }
      const versioned = VERSION_PREFIX.exec(url.pathname)
      const path = versioned ? versioned[2] : url.pathname
      ctx.path = path
      ctx.apiVersion = versioned?.[1]
      let allowed: string[] = []
      for (const route of compiled) {
        if ((route.versioned ?? true) !== Boolean(versioned)) continue
        const match = route.pattern.exec(path)
        if (!match) continue
        const methods = Array.isArray(route.method) ? route.method : [route.method]
        if (!methods.includes(method) && !(method === 'HEAD' && methods.includes('GET'))) {
          allowed = [...allowed, ...methods]
          continue
        }
        route.names.forEach((name, index) => {
          ctx.params[name] = decodeURIComponent(match[index + 1])
        })
        const caller = identify(req.headers, lake)
        if (!caller) {
          throw new HttpError(401, 'Session not found', { errorCode: 'SIO-401-ANF' })
        }
        ctx.caller = caller
        await route.handler(ctx)
        return
      }
      if (allowed.length > 0) {
        throw new HttpError(
          405,
          `Method ${method} is not allowed on ${url.pathname}`,
          {},
          { allow: allowed.join(', ') },
        )
      }
      throw new HttpError(404, `No route matches ${method} ${url.pathname}`)
    } catch (error) {
      sendError(ctx, error)
    }
  }
}
