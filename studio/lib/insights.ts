/**
 * The Studio's side of the function's insights API (`GET /api/insights/*`): each call carries the signed-in
 * member's own token, which the function checks with the lake (administrators and editors:
 * `INSIGHTS_READERS`, schemas/src/roles.ts). The Studio holds no other credential and reads only aggregates.
 */
import { INSIGHTS_TIME_ZONE } from '@escrova/schemas/insights'
import { PUBLIC_PAGES, type PublicPage, pageOfDocument, SLUGGED_TYPES } from '@escrova/schemas/routes'
import { functionsUrl } from './data-rights'

export interface Totals {
  visitors: number
  pageviews: number
}
export interface Ranked extends Totals {
  key: string
}
export interface Credit {
  key: string
  applications: number
}
export interface Credits {
  total: number
  byLanding: Credit[]
  byPost: Credit[]
  bySource: Credit[]
  byCampaign: Credit[]
}
export interface FunnelStep {
  step: string
  visitors: number
  rate: number
}
export interface Overview {
  period: { from: string; to: string }
  totals: Totals
  previousTotals: Totals
  series: Array<Totals & { bucket: string }>
  previousSeries: Array<Totals & { bucket: string }>
  interval: 'hour' | 'day' | 'week'
  breakdowns: Record<
    'pages' | 'posts' | 'sources' | 'referrers' | 'campaigns' | 'devices' | 'languages' | 'pageLanguages',
    Ranked[]
  >
  funnels: { waitList: FunnelStep[]; post: FunnelStep[] }
  applications: Credits
}
export interface PageInsights {
  readers: Totals
  engagement: { measured: number; averageMs: number }
  sources: Ranked[]
  applications: Credits
  change?: { at: string; windowDays: number; before: Totals; after: Totals }
}

export async function readInsights<T>(
  path: 'overview' | 'live' | 'page',
  query: Record<string, string | undefined>,
  token: string | undefined,
): Promise<T> {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]),
  )
  const response = await fetch(`${functionsUrl}/api/insights/${path}?${search}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  const body = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null
  if (!response.ok) throw new Error(body?.error?.message ?? `The function answered HTTP ${response.status}.`)
  return body as T
}

const bucketFormats = {
  hour: new Intl.DateTimeFormat('en-NG', {
    timeZone: INSIGHTS_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }),
  day: new Intl.DateTimeFormat('en-NG', { timeZone: INSIGHTS_TIME_ZONE, day: 'numeric', month: 'short' }),
}
/** A chart bucket (its start, an ISO instant) as the team reads it: in Lagos time, where days begin. */
export const bucketLabel = (bucket: string, interval: Overview['interval']) =>
  bucketFormats[interval === 'hour' ? 'hour' : 'day'].format(new Date(bucket))

/** "Direct" for visits with no source; the rest as they are. */
export const sourceLabel = (key: string) => key || 'Direct / none'
export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`

/**
 * The site path of a document's own page, from the route map: a post or service page by its slug, a singleton page
 * (home, about) by its id. Undefined for documents without a page of their own.
 */
export function pagePathOf(document: {
  _id?: string
  _type?: string
  slug?: { current?: string }
}): string | undefined {
  const slug = document.slug?.current
  if (document._type && slug) return pageOfDocument(document._type, slug)?.path
  const id = document._id?.replace(/^drafts\./, '')
  return (PUBLIC_PAGES as readonly PublicPage[]).find(
    (page) => page.main && 'id' in page.main && page.main.id === id,
  )?.path
}

/** Types that may have a page of their own: slugged documents and the singleton pages. */
export const TYPES_WITH_PAGES: ReadonlySet<string> = new Set([
  ...SLUGGED_TYPES,
  ...(PUBLIC_PAGES as readonly PublicPage[]).flatMap((page) =>
    page.main && 'id' in page.main ? [page.main.id] : [],
  ),
])
