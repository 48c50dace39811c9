/**
 * Insights: the events the site's script may send, the conversions only the function records, and how a page's path
 * is read (which post, which screen class). Shared by the site's script, the function and the Studio's tool.
 */
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
 * A ClickHouse expression: the post slug of a path, or '' (a language prefix such as `/pcm` allowed). Kept beside
 * the route it reads so a moved route moves it too.
 */
export const POST_SLUG_SQL = `extract(path, '^(?:/[a-z]{2,3})?${POST_PREFIX}([^/?#]+)/?$')`
