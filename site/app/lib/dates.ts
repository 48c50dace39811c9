/**
 * Dates in the readers' time zone (Lagos), fixed so the pre-rendered HTML and the browser render the same text
 * whatever zone the build machine or the visitor's device is in.
 */
const ZONE = 'Africa/Lagos'

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', timeZone: ZONE })
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: ZONE })
const longFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ZONE,
})

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

export function dayAndMonth(iso: string | null | undefined): { day: string; month: string } | null {
  const date = valid(iso)
  return date ? { day: dayFormat.format(date), month: monthFormat.format(date) } : null
}

export function longDate(iso: string | null | undefined): string {
  const date = valid(iso)
  return date ? longFormat.format(date) : ''
}
