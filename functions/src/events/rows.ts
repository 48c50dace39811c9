/** A checked beacon or a server-side conversion, as the row the store keeps (`store/store.ts`). */
import { pagePath, screenClass } from '@escrova/schemas/insights'
import { clickhouseTime, type EventRow } from './store/store.ts'
import type { Beacon } from './validate.ts'

/** The referring site's host, or '' when there is none or it is this site (an internal link is not a source). */
export function referrerHost(referrer: string, pageHost: string): string {
  // Most page views have none; a thrown parse error costs more than the rest of the event.
  if (!referrer) return ''
  try {
    const host = new URL(referrer).hostname.replace(/^www\./, '')
    return host === pageHost.replace(/^www\./, '') ? '' : host
  } catch {
    return ''
  }
}

/** `url.searchParams` is built on first use, which costs more than the rest of the row: only a query may hold one. */
const utm = (url: URL, name: string) =>
  url.search ? (url.searchParams.get(`utm_${name}`) ?? '').trim().slice(0, 100) : ''

export function beaconRow(beacon: Beacon, visitor: string, now: Date): EventRow {
  const referrer = referrerHost(beacon.referrer, beacon.url.hostname)
  const source = utm(beacon.url, 'source') || referrer
  const page = pagePath(beacon.url.pathname.slice(0, 500))
  return {
    id: beacon.id,
    time: clickhouseTime(beacon.at === undefined ? now : new Date(beacon.at)),
    name: beacon.name,
    visitor,
    path: page.path,
    page_language: page.language,
    referrer,
    source: source.toLowerCase(),
    medium: utm(beacon.url, 'medium').toLowerCase(),
    campaign: utm(beacon.url, 'campaign').toLowerCase(),
    screen: screenClass(beacon.width),
    language: beacon.language.split('-')[0] ?? '',
    prop: beacon.prop,
    engaged_ms: beacon.engagedMs,
  }
}

export function conversionRow(
  id: string,
  name: string,
  visitor: string,
  path: string,
  prop: string,
  now: Date,
): EventRow {
  const page = pagePath(path)
  return {
    id,
    time: clickhouseTime(now),
    name,
    visitor,
    path: page.path,
    page_language: page.language,
    referrer: '',
    source: '',
    medium: '',
    campaign: '',
    screen: '',
    language: '',
    prop,
    engaged_ms: 0,
  }
}
