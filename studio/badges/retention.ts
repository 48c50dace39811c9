import {
  eraseDate,
  PRIVACY_SETTINGS_ID,
  RETENTION_DEFAULTS,
  type RetentionInput,
} from '@escrova/schemas/privacy'
import { useEffect, useState } from 'react'
import { type DocumentBadgeComponent, useClient } from 'sanity'
import { apiVersion } from '../lib/env'
import { APPLICATION_RETENTION_MONTHS_QUERY, PRIVACY_SETTINGS_LISTENER_QUERY } from '../lib/queries'

/** The retention months set in Privacy settings, the default until they are read. */
function useApplicationMonths(): number {
  const client = useClient({ apiVersion })
  const [months, setMonths] = useState<number>(RETENTION_DEFAULTS.applicationMonths)
  useEffect(() => {
    const subscription = client
      .listen<{ applicationRetentionMonths?: number }>(
        PRIVACY_SETTINGS_LISTENER_QUERY,
        { id: PRIVACY_SETTINGS_ID },
        { includeResult: true },
      )
      .subscribe((event) => {
        const value = 'result' in event ? event.result?.applicationRetentionMonths : undefined
        if (typeof value === 'number' && value > 0) setMonths(value)
      })
    void client
      .fetch<number | null>(APPLICATION_RETENTION_MONTHS_QUERY, { id: PRIVACY_SETTINGS_ID })
      .then((value) => {
        if (typeof value === 'number' && value > 0) setMonths(value)
      })
      .catch(() => {})
    return () => subscription.unsubscribe()
  }, [client])
  return months
}

/**
 * "Erased on <date>" on an application, comment or ticket: the date the schedule job erases it, computed by the same
 * rule (`eraseDate`). Nothing shows while no date is set (kept, approved, open).
 */
export const RetentionBadge: DocumentBadgeComponent = (props) => {
  const months = useApplicationMonths()
  const document = (props.draft ?? props.published) as RetentionInput | null | undefined
  if (!document) return null
  const date = eraseDate(document, months)
  if (!date) return null
  const day = date.toISOString().slice(0, 10)
  return {
    label: `Erased on ${day}`,
    title: `The retention schedule erases this record, its draft and any spreadsheet row on ${day}`,
    color: date.getTime() <= Date.now() ? 'danger' : 'warning',
  }
}

export const RETENTION_TYPES = ['waitListApplication', 'comment', 'supportTicket']
