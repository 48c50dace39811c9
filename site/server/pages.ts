/**
 * Pages rendered on request by the React Router server build and kept in the page cache:
 * - fresh entry: served as is (`x-site-cache: hit`);
 * - entry older than `staleAfterMs` (time alone can change a page: a post whose publish time comes): served as is
 *   while one render refreshes it in the background (`stale`);
 * - entries a live event names: served as they are while all of them render again, then the new renders replace
 *   them together (`refreshGroup`): one publish changes home, the lists and every page showing it at one moment;
 * - entry marked stale (a group that failed or was too wide, a purge), or none: rendered now, concurrent requests for
 *   the same key share one render (`miss`); if that render fails (content API down), the old entry is served
 *   (`stale`) and nothing is stored.
 * Only complete 200 pages read while the live stream was open are stored; 404s, 503s and redirects never are.
 */
import type { SanityClient } from '@sanity/client'
import { createRequestHandler, type ServerBuild } from 'react-router-dom'
import { SAVE_DATA_HEADER } from '../app/lib/save-data.ts'
import { RenderReads } from './content.ts'
import { buildCsp } from './csp.ts'
import { encodeRendered } from './encodings.ts'
import type { LiveState } from './live-invalidation.ts'
import type { CachedPage, PageCache } from './page-cache.ts'
import { type Groups, NO_GROUPS, noop, raceDeadline, refreshGroups } from './page-groups.ts'
import type { RenderActivity } from './render-activity.ts'
import type { SharedReads } from './shared-reads.ts'
import { shownTag } from './shown-documents.ts'
import { etagOf } from './static-files.ts'

/** Response types worth caching: pages, their `.data`, the feeds. */
const CACHEABLE_TYPE = /^(text\/html|text\/x-script|application\/(rss\+)?xml|text\/plain)/
/** A response without a type is sent as text. */
const DEFAULT_TYPE = 'text/plain; charset=utf-8'
const KEPT_HEADERS = ['content-type', 'location', 'retry-after', 'x-remix-redirect', 'x-remix-status']

/** What besides the URL a page is rendered for: the browser's data saver (`Save-Data: on`). */
export interface Variant {
  saveData: boolean
}

const NORMAL: Variant = { saveData: false }

/** The variants of one URL are kept apart; each is indexed by its own tags, so one event purges both. */
const SAVE_DATA_SUFFIX = ' save-data'

function cacheKey(key: string, variant: Variant): string {
  return variant.saveData ? `${key}${SAVE_DATA_SUFFIX}` : key
}

function fromCacheKey(id: string): { key: string; variant: Variant } {
  return id.endsWith(SAVE_DATA_SUFFIX)
    ? { key: id.slice(0, -SAVE_DATA_SUFFIX.length), variant: { saveData: true } }
    : { key: id, variant: NORMAL }
}

/** Every page is rendered under one fixed origin: a page must not differ by the Host a visitor's request named. */
export const RENDER_ORIGIN = 'http://site.local'
/** The longest a loose read's background refresh waits for renders in flight (a busy site still refreshes). */
const REFRESH_MAX_DEFER_MS = 2_000

export interface PageOptions {
  build: ServerBuild
  client: SanityClient
  shared: SharedReads
  cache: PageCache
  live: LiveState
  connectOrigins: string[]
  staleAfterMs: number
  /** Keep rendered pages in `cache` (default); off behind a shared edge cache, which is then the cache (edge.ts). */
  keep?: boolean
  /** Told when each render runs (work that waits for a quiet server: finer-brotli.ts). */
  activity?: RenderActivity
}

/**
 * What one render produced, named by what may be done with it. Only a `kept` or `overtaken` render is stored (by
 * this server, unless a shared edge cache is the cache) and only a `kept` one may a shared cache keep.
 */
type Rendered =
  /** A content read failed or the server erred (the page shows less than it should, or is the 503 page): an older
   *  copy beats it; never stored. */
  | { state: 'failed'; page: CachedPage }
  /** A 404, a redirect, a type not worth caching: answered as it is, never stored. */
  | { state: 'passing'; page: CachedPage }
  /** Complete, but the live stream was away during the render, so nothing says it is current: never stored. */
  | { state: 'unvouched'; page: CachedPage }
  /** Complete and read with the stream open, but an event touching its reads overlapped it: stored stale. */
  | { state: 'overtaken'; page: CachedPage }
  /** Complete, read with the stream open, no event since: stored, and a shared cache may keep it. */
  | { state: 'kept'; page: CachedPage }

type RenderState = Rendered['state']

/** Fit for this server's cache. */
const storable = (state: RenderState) => state === 'kept' || state === 'overtaken'
/** A complete page, current when rendered (every read answered), whether or not it can be vouched for since. */
const complete = (state: RenderState) => state === 'unvouched' || storable(state)

function renderState(page: CachedPage, failed: boolean, liveThroughout: boolean): RenderState {
  if (failed || page.status >= 500) return 'failed'
  if (page.status !== 200 || !CACHEABLE_TYPE.test(page.headers['content-type'] ?? DEFAULT_TYPE))
    return 'passing'
  if (!liveThroughout) return 'unvouched'
  return page.stale ? 'overtaken' : 'kept'
}

export type Served = CachedPage & {
  cacheState: 'hit' | 'miss' | 'stale' | 'bypass'
  /** A shared cache may keep this answer (a current, complete page; never a stale copy or an error). */
  cacheable: boolean
  /** Complete, but an event may have overtaken its render (or the stream was away): a shared cache may keep it
   *  for a moment, never longer. */
  complete: boolean
}

/** The server build's answer to one URL; only the request headers a page may differ by reach it. */
async function handleOnce(
  handle: ReturnType<typeof createRequestHandler>,
  url: string,
  variant: Variant,
  reads: RenderReads,
): Promise<Response> {
  const headers: Record<string, string> = variant.saveData ? { [SAVE_DATA_HEADER]: 'on' } : {}
  try {
    return await handle(new Request(url, { headers }), { content: reads })
  } catch (error) {
    // The handler answers errors itself; reaching here is a bug, and still only this request's problem.
    console.error('[site] render failed', error)
    return new Response('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } })
  }
}

/** The response as the cache keeps it: the headers worth keeping, a CSP for HTML, its encodings and ETag. */
async function pageOf(response: Response, connectOrigins: string[]) {
  const body = Buffer.from(await response.arrayBuffer())
  const headers: Record<string, string> = {}
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name)
    if (value) headers[name] = value
  }
  const type = headers['content-type'] ?? DEFAULT_TYPE
  if (type.startsWith('text/html'))
    headers['content-security-policy'] = buildCsp(body.toString('utf8'), connectOrigins)
  return {
    status: response.status,
    headers,
    body,
    encoded: await encodeRendered(type, body),
    etag: etagOf(body),
  }
}

export function pageRenderer(options: PageOptions) {
  const { cache, live } = options
  const handle = createRequestHandler(options.build, 'production')
  const inFlight = new Map<string, Promise<Rendered>>()
  const stats = { renders: 0, failedRenders: 0, groups: 0 }
  const keep = options.keep !== false

  /** Renders `key` once; with `store`, a storable render is kept under its variant's key. */
  async function renderOnce(key: string, origin: string, variant: Variant, store = true, retried = false) {
    stats.renders += 1
    const reads = new RenderReads(options.client, options.shared, () => live.lastEventId, keep)
    const position = cache.position
    const liveAtStart = live.connected
    const ended = options.activity?.begin()
    const rendered = await handleOnce(handle, origin + key, variant, reads)
      .then((response) => pageOf(response, options.connectOrigins))
      .finally(ended)
    // A page rendered while an event's group renders may already show that event (a new post's page, a deleted
    // post's 404): it is answered when the group's pages change, never before them.
    const held = store && groups.rendering
    if (held) await groups.settled()
    // Read before that event and held until its pages changed: out of date now, and the reader has waited already.
    if (held && !retried && cache.changedSince(position, reads.tags))
      return renderOnce(key, origin, variant, store, true)
    const page: CachedPage = {
      ...rendered,
      tags: reads.tags,
      storedAt: Date.now(),
      stale: cache.changedSince(position, reads.tags) || cache.changedSince(position, reads.watchedTags),
    }
    const state = renderState(page, reads.failed, liveAtStart && live.connected)
    if (state === 'failed') stats.failedRenders += 1
    if (store && keep && storable(state)) cache.set(cacheKey(key, variant), page)
    return { state, page } as Rendered
  }

  /** A group's render: stored with the group's other pages by `cache.swap`, and only when `kept`. */
  const renderForGroup = (id: string) => {
    const { key, variant } = fromCacheKey(id)
    return renderOnce(key, RENDER_ORIGIN, variant, false)
  }

  // A post published, moved or unpublished elsewhere changes the sidebar's counts on every post page, though no
  // document those pages show changed: the shared answer is read again at once and the pages showing what it now
  // shows differently are rendered again as one group (content.ts `refreshEagerly`), in the background.
  let groups: Groups = NO_GROUPS
  if (keep) {
    groups = refreshGroups(
      cache,
      () => live.connected,
      renderForGroup,
      () => (stats.groups += 1),
    )
    options.shared.refreshEagerly((ids) => cache.invalidate(ids.map(shownTag), { background: true }))
  }

  function render(key: string, origin: string, variant: Variant) {
    const id = cacheKey(key, variant)
    let pending = inFlight.get(id)
    if (!pending) {
      pending = renderOnce(key, origin, variant).finally(() => inFlight.delete(id))
      inFlight.set(id, pending)
    }
    return pending
  }

  // A loose read's background refresh (the post sidebar: about 25 ms at 10,000 posts) takes the content API after
  // the renders readers wait for, so a publish's pages and the pages it adds do not queue behind it.
  options.shared.deferRefreshes(async () => {
    await groups.settled()
    const until = Date.now() + REFRESH_MAX_DEFER_MS
    while (inFlight.size > 0 && Date.now() < until)
      await raceDeadline(
        [...inFlight.values()].map((pending) => pending.then(noop, noop)),
        until - Date.now(),
      )
  })
  return {
    stats,
    async serve(key: string, origin: string, variant: Variant = NORMAL): Promise<Served> {
      const cached = cache.get(cacheKey(key, variant))
      if (cached && !cached.stale) {
        if (Date.now() - cached.storedAt < options.staleAfterMs)
          return { ...cached, cacheState: 'hit', cacheable: true, complete: true }
        render(key, origin, variant).catch(() => {})
        return { ...cached, cacheState: 'stale', cacheable: false, complete: false }
      }
      const { state, page } = await render(key, origin, variant)
      // The content API failed: an older copy beats an error page or a page missing its content.
      if (cached && state === 'failed')
        return { ...cached, cacheState: 'stale', cacheable: false, complete: false }
      const cacheState = keep && storable(state) ? 'miss' : 'bypass'
      return { ...page, cacheState, cacheable: state === 'kept', complete: complete(state) }
    },
  }
}
