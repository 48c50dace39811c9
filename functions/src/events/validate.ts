/**
 * What a beacon may carry, checked before anything is kept: a bad event gets a 422 naming the field and is not
 * stored. Keys are short because the script is under 1 KB (`site/app/insights/script.ts`):
 * `n` name, `u` page URL, `r` referrer, `w` viewport width, `l` language, `p` the event's property, `i` the event's
 * id, `t` when it happened (ms; a page view made offline), `e` time on the page (ms, `engagement` events).
 */
import { CLIENT_EVENTS, type ClientEventName } from '@escrova/schemas/insights'
import { validationFailed } from '../http/errors.ts'
import { FIELD_MESSAGES } from '../http/fields.ts'

export interface Beacon {
  name: ClientEventName
  url: URL
  referrer: string
  width: number
  language: string
  prop: string
  id: string
  at?: number
  engagedMs: number
}

/** An offline page view may be at most this old when it finally arrives; older ones are refused. */
export const MAX_EVENT_AGE_MS = 24 * 60 * 60_000
const MAX_CLOCK_SKEW_MS = 5 * 60_000
const KEYS = new Set(['n', 'u', 'r', 'w', 'l', 'p', 'i', 't', 'e'])
const ID = /^[A-Za-z0-9_-]{8,64}$/
const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/

const isInt = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max
const text = (value: unknown, max: number) => typeof value === 'string' && value.length <= max

export function checkBeacon(body: unknown, now: number): Beacon {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw validationFailed({ body: 'Send one event as a JSON object.' })
  const event = body as Record<string, unknown>
  const fields: Record<string, string> = {}
  for (const key of Object.keys(event)) if (!KEYS.has(key)) fields[key] = FIELD_MESSAGES.unknown
  if (!(CLIENT_EVENTS as readonly unknown[]).includes(event.n)) fields.n = 'Unknown event name.'
  let url: URL | undefined
  try {
    url = text(event.u, 1000) ? new URL(event.u as string) : undefined
  } catch {
    url = undefined
  }
  if (!url || !/^https?:$/.test(url.protocol)) fields.u = 'Must be the page address (http or https).'
  if (event.r !== undefined && !text(event.r, 1000)) fields.r = 'Must be text of at most 1000 characters.'
  if (!isInt(event.w, 0, 20_000)) fields.w = 'Must be the viewport width in pixels.'
  if (event.l !== undefined && !(text(event.l, 35) && LANGUAGE.test(event.l as string)))
    fields.l = 'Must be a language tag.'
  if (event.p !== undefined && !text(event.p, 100)) fields.p = 'Must be text of at most 100 characters.'
  if (!(typeof event.i === 'string' && ID.test(event.i))) fields.i = 'Must be an event id (8-64 letters).'
  if (event.t !== undefined && !isInt(event.t, now - MAX_EVENT_AGE_MS, now + MAX_CLOCK_SKEW_MS))
    fields.t = 'Must be a time within the last 24 hours.'
  if (event.e !== undefined && !isInt(event.e, 0, MAX_EVENT_AGE_MS))
    fields.e = 'Must be a duration in milliseconds.'
  if (Object.keys(fields).length > 0) throw validationFailed(fields)
  return {
    name: event.n as ClientEventName,
    url: url as URL,
    referrer: (event.r as string | undefined) ?? '',
    width: event.w as number,
    language: ((event.l as string | undefined) ?? '').toLowerCase(),
    prop: (event.p as string | undefined) ?? '',
    id: event.i as string,
    at: event.t as number | undefined,
    engagedMs: (event.e as number | undefined) ?? 0,
  }
}
