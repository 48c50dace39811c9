/**
 * What a shared cache in front of the site (a CDN, or Varnish here: site/edge/) needs from each answer.
 *
 * - The page's sync tags, as `Cache-Tag` (Cloudflare, comma-separated) and `Surrogate-Key` (Fastly, Varnish xkey,
 *   space-separated), so a purge by the tags of a live event reaches exactly the pages that showed the document.
 *   Limits, from the vendors' docs: Cloudflare takes up to 16 KB of `Cache-Tag` per response and 1,024 characters per
 *   tag (later tags are ignored: the page would never be purged by them); Fastly up to 16,384 bytes of
 *   `Surrogate-Key` and 1,024 bytes per key; Varnish refuses a response header line longer than `http_resp_hdr_len`
 *   (8 KB by default). So a page's keys are kept under `TAG_HEADER_BUDGET` bytes: when its tags would exceed it, each
 *   tag is replaced by its group (the first 4 hex digits of its SHA-1, or 2 when even that does not fit: ~1.3 KB at
 *   most), and the purger purges every tag's groups along with the tag (`purgeKeys`). A group purge may take a few more pages
 *   than needed, never fewer.
 * - The keys of what its shared reads showed (`site:shown:<id>`, `site:shown:answer:<hash>`): the purger names them
 *   when such a read's answer changes though no event named the page (a category's post count in every post's sidebar).
 * - Every cacheable page also carries `ALL_PAGES_KEY` (purge everything, softly: a missed event window) and a page
 *   that depends on everything (a read without sync tags) `ANY_CHANGE_KEY`, which every purge names.
 * - `Cache-Control`: long `s-maxage` for the shared cache (it is purged, so the TTL only bounds staleness when a purge
 *   is lost), `max-age=0` for browsers (they check back every time), `stale-while-revalidate` and `stale-if-error`
 *   so the edge keeps answering while the origins are down. Only pages the origin would cache itself (complete 200s
 *   read while the live stream was open) get it; everything else is `private` or `no-store`.
 *
 * Turned on by `SITE_EDGE=1` (what `npm start` sets when it runs the edge cache); without it the answers are as
 * before (`Cache-Control: no-cache`, no tag headers). With it, the origin keeps no page cache of its own: the edge
 * is the cache, and an origin copy could answer the edge's refetch after a purge with the page from before the event
 * (the origin hears the event on its own stream, maybe later than the purger).
 */
import { createHash } from 'node:crypto'
import { ANY_CHANGE } from './page-cache.ts'

export const ALL_PAGES_KEY = 'site:all'
export const ANY_CHANGE_KEY = 'site:any'
/**
 * A replica's health, for the edge's probe (site/edge/site.vcl, "Silent or busy"): answered from the event loop,
 * before any content read or render, so a replica busy rendering answers it at once and a stopped one never does.
 */
export const HEALTH_PATH = '/__site/health'

/** Bytes of keys per header (under Varnish's default 8 KB line, half Cloudflare's and Fastly's 16 KB). */
export const TAG_HEADER_BUDGET = 4096

export interface EdgeSettings {
  /** The shared cache's TTL (s-maxage), seconds: how stale a page can get if every purge of it is lost. */
  sMaxAgeS: number
  staleWhileRevalidateS: number
  staleIfErrorS: number
}

export function edgeSettingsFromEnv(env: NodeJS.ProcessEnv): EdgeSettings | undefined {
  if (!/^(1|true|yes|on)$/i.test(env.SITE_EDGE ?? '')) return undefined
  return {
    sMaxAgeS: Number(env.SITE_EDGE_MAX_AGE_S ?? 3600),
    staleWhileRevalidateS: Number(env.SITE_EDGE_SWR_S ?? 30),
    staleIfErrorS: Number(env.SITE_EDGE_STALE_IF_ERROR_S ?? 86_400),
  }
}

/** Group widths, finer first: 4 hex digits (65,536 groups, `g4:…`), then 2 (256 groups, at most ~1.3 KB). */
const GROUP_WIDTHS = [4, 2]

/** A tag's group key at one width (used when a page's tags do not fit the header). */
export function groupKey(tag: string, width = GROUP_WIDTHS[0]): string {
  return `g${width}:${createHash('sha1').update(tag).digest('hex').slice(0, width)}`
}

/** The keys a purge of `tags` names: each tag, its groups, and the pages that depend on everything. */
export function purgeKeys(tags: readonly string[]): string[] {
  const keys = new Set<string>([ANY_CHANGE_KEY])
  for (const tag of tags) {
    if (tag === ANY_CHANGE) continue
    keys.add(tag)
    for (const width of GROUP_WIDTHS) keys.add(groupKey(tag, width))
  }
  return [...keys]
}

const size = (keys: Set<string>) => [...keys].reduce((sum, key) => sum + key.length + 1, 0)

/** A page's keys, within the header budget (grouped, as finely as fits, when its tags do not). */
export function pageKeys(tags: Iterable<string>): string[] {
  // The shown-document and answer tags (shown-documents.ts) stay: no live event names them, the purger does when a
  // shared read's answer changes (site/edge/watched-reads.ts).
  const list = [...tags]
  const keyOf = (tag: string) => (tag === ANY_CHANGE ? ANY_CHANGE_KEY : tag)
  const plain = new Set<string>([ALL_PAGES_KEY, ...list.map(keyOf)])
  if (size(plain) <= TAG_HEADER_BUDGET && list.every((tag) => tag.length <= 1024)) return [...plain]
  let grouped = plain
  for (const width of GROUP_WIDTHS) {
    grouped = new Set<string>([ALL_PAGES_KEY])
    for (const tag of list) grouped.add(tag === ANY_CHANGE ? ANY_CHANGE_KEY : groupKey(tag, width))
    if (size(grouped) <= TAG_HEADER_BUDGET) break
  }
  return [...grouped]
}

/** The headers of an answer the shared cache may keep. */
export function edgeHeaders(settings: EdgeSettings, tags: Iterable<string>): Record<string, string> {
  const keys = pageKeys(tags)
  return {
    'Cache-Control': [
      'public',
      'max-age=0',
      `s-maxage=${settings.sMaxAgeS}`,
      `stale-while-revalidate=${settings.staleWhileRevalidateS}`,
      `stale-if-error=${settings.staleIfErrorS}`,
    ].join(', '),
    'Cache-Tag': keys.join(','),
    'Surrogate-Key': keys.join(' '),
  }
}
