/**
 * Scheduling without the hosted scheduling feature (which needs a paid plan): the publish time is a field on the
 * post's draft, `scheduledPublishAt`, and the function's schedule job publishes drafts whose time has come.
 */

/** The value of a `datetime-local` input for a moment, in the browser's time zone. */
export function toLocalInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** Parses a `datetime-local` value (local time) into an ISO instant; undefined when empty or invalid. */
export function fromLocalInputValue(value: string): string | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** "Scheduled 21 Nov 2026, 15:04": the badge and list label for a scheduled draft. */
export function formatScheduledTime(iso: string, locale?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
