/**
 * Insights: the events the site's script may send, the conversions only the function records, and how a page's path
 * is read (which post, which screen class). Shared by the site's script, the function and the Studio's tool.
 */
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages.ts'
import { POST_PAGE } from './paths.ts'

/** Events a browser may send (`POST /api/event`). */
export const CLIENT_EVENTS = [
  'pageview',
  /** Time on the page, sent when the page is hidden or left (`e`, ms). */
  'engagement',
  /** An app store button pressed; `p` = which store. */
  'store_button',
  'waitlist_step1',
  'waitlist_submit',
  'comment_sent',
  'ticket_sent',
  /** `p` = where to (whatsapp, x, copy, …). */
  'share',
  'blog_search',
] as const
export type ClientEventName = (typeof CLIENT_EVENTS)[number]

/** Recorded by the function itself when it accepts the submission: a blocked script never loses one. */
export const CONVERSIONS = {
  application: 'application_accepted',
  comment: 'comment_accepted',
  ticket: 'ticket_accepted',
} as const
export type ConversionName = (typeof CONVERSIONS)[keyof typeof CONVERSIONS]

export const INSIGHTS_ROUTES = {
  event: '/api/event',
  insights: '/api/insights',
} as const

/** The wait-list page, the funnel's second step. */
export const WAIT_LIST_PATH = '/wait-list'

/** Screen classes by viewport width (CSS px), as Plausible groups devices. */
export function screenClass(width: number): string {
  if (width <= 0) return ''
  if (width < 576) return 'mobile'
  if (width < 992) return 'tablet'
  if (width < 1440) return 'laptop'
  return 'desktop'
}

const POST_PREFIX = POST_PAGE.path.replace(':slug', '')

/**
 * A ClickHouse expression: the post slug of a (language-free, `pagePath`) path, or ''. Kept beside the route it reads
 * so a moved route moves it too.
 */
export const POST_SLUG_SQL = `extract(path, '^${POST_PREFIX}([^/?#]+)/?$')`

/**
 * A page whatever language it is read in: `/pcm/wait-list` is the wait-list and `/pcm/blogs/<slug>` the post, so
 * funnels, top pages and a document's own numbers count every translation of a page as that page, and `language`
 * says which one was read. English pages have no prefix. The one reading of a language prefix for insights.
 */
export function pagePath(path: string): { path: string; language: LanguageCode } {
  const match = /^\/([a-z]{2,3})(\/.*)?$/.exec(path)
  const code = match?.[1]
  if (!match || code === DEFAULT_LANGUAGE || !isLanguageCode(code))
    return { path, language: DEFAULT_LANGUAGE }
  return { path: match[2] && match[2] !== '/' ? match[2] : '/', language: code }
}

/**
 * The day insights count in: the visitor hash's salt changes at midnight here, and daily and weekly charts start
 * at this midnight. Nigeria's (West Africa Time, UTC+1 all year), where the visitors are.
 */
export const INSIGHTS_TIME_ZONE = 'Africa/Lagos'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: INSIGHTS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** `YYYY-MM-DD` of `date` in `INSIGHTS_TIME_ZONE`. */
export const insightsDay = (date: Date): string => dayFormat.format(date)
