/**
 * The dashboard's query string, checked: a period (at most 400 days, counted in whole hours: `wholeHours`), an
 * interval and the filters.
 */
import { validationFailed } from '../../http/errors.ts'
import { type Filters, INTERVALS, type Interval, type Period, wholeHours } from './sql.ts'

const DAY = 24 * 60 * 60_000
const MAX_PERIOD_MS = 400 * DAY

export interface DashboardRequest {
  period: Period
  previous: Period
  interval: Interval
  filters: Filters
}

function time(
  value: string | undefined,
  fallback: Date,
  field: string,
  fields: Record<string, string>,
): Date {
  if (value === undefined || value === '') return fallback
  const parsed = new Date(value)
  if (Number.isNaN(parsed.getTime())) fields[field] = 'Must be a date and time (ISO 8601).'
  return parsed
}

export function dashboardRequest(query: Record<string, string>, now: Date): DashboardRequest {
  const fields: Record<string, string> = {}
  const to = time(query.to, now, 'to', fields)
  const from = time(query.from, new Date(to.getTime() - 30 * DAY), 'from', fields)
  if (!fields.to && !fields.from && !(from < to && to.getTime() - from.getTime() <= MAX_PERIOD_MS))
    fields.from = 'Must be before `to`, at most 400 days earlier.'
  const interval = (query.interval ?? 'day') as Interval
  if (!INTERVALS.includes(interval)) fields.interval = 'Must be hour, day or week.'
  const filters: Filters = {}
  for (const name of ['source', 'campaign', 'page'] as const) {
    const value = query[name]
    if (value === undefined) continue
    if (value.length > 500) fields[name] = 'Must be at most 500 characters.'
    filters[name] = value
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields)
  const period = wholeHours({ from, to })
  const length = period.to.getTime() - period.from.getTime()
  return {
    period,
    previous: { from: new Date(period.from.getTime() - length), to: period.from },
    interval,
    filters,
  }
}
