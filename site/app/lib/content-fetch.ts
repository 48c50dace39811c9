/**
 * A small read-only GROQ client for the blog pages: the same anonymous, published-perspective query API that
 * `@sanity/client` calls (GET while the URL is short, POST above 11,264 characters; retries on network errors and
 * 429/502/503 up to 5 times with exponential backoff, docs/product-rules.md#errors), without its ~37 KB (gzip) on every post page.
 */
import { siteContentConfig } from './content-config.ts'

const MAX_GET_URL = 11_264
const MAX_RETRIES = 5
const RETRY_STATUSES = new Set([429, 502, 503])

/** The query endpoint: the hosted API puts the project id in the host name (and serves the CDN on `apicdn`). */
export function queryEndpoint(config = siteContentConfig()): string {
  const api = new URL(config.apiHost)
  if (config.useProjectHostname) {
    const host = config.useCdn ? api.host.replace(/^api\./, 'apicdn.') : api.host
    api.host = `${config.projectId}.${host}`
  }
  return `${api.origin}/v${config.apiVersion}/data/query/${config.dataset}`
}

export class ContentRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'ContentRequestError'
  }
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
}

export async function groqFetch<T>(
  query: string,
  params: Record<string, unknown> = {},
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const endpoint = queryEndpoint()
  const url = new URL(endpoint)
  url.searchParams.set('query', query)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(`$${name}`, JSON.stringify(value))
  url.searchParams.set('perspective', 'published')
  // As @sanity/client asks: the answer leaves out the echo of the query (the comments' query is most of their bytes).
  url.searchParams.set('returnQuery', 'false')
  const usePost = url.href.length > MAX_GET_URL
  const request = (): Promise<Response> =>
    usePost
      ? fetch(`${endpoint}?perspective=published&returnQuery=false`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query, params }),
          signal: options.signal,
        })
      : fetch(url, { signal: options.signal })

  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined
    let failure: unknown
    try {
      response = await request()
    } catch (error) {
      if (options.signal?.aborted) throw error
      failure = error
    }
    const retryable = !usePost && (response === undefined || RETRY_STATUSES.has(response.status))
    if (retryable && attempt < MAX_RETRIES) {
      await delay(100 * 2 ** attempt + Math.random() * 100, options.signal)
      continue
    }
    if (!response)
      throw new ContentRequestError(`Request error: ${(failure as Error)?.message ?? 'network failure'}`)
    const body = (await response.json().catch(() => null)) as {
      result?: T
      error?: { description?: string; message?: string }
      message?: string
    } | null
    if (!response.ok) {
      const detail = body?.error?.description ?? body?.error?.message ?? body?.message ?? response.statusText
      throw new ContentRequestError(`Request error (${response.status}): ${detail}`, response.status)
    }
    return body?.result as T
  }
}
