import {
  eraseDate,
  PRIVACY_SETTINGS_ID,
  type PrivacySettings,
  RETENTION_DEFAULTS,
  type RetentionInput,
} from '@escrova/schemas/privacy'
import { useEffect, useState } from 'react'
import { type DocumentBadgeComponent, useClient } from 'sanity'
import { apiVersion } from '../lib/env'
import { PRIVACY_SETTINGS_LISTENER_QUERY } from '../lib/queries'

interface RetentionSettings {
  applicationMonths: number
  graceDays: number
}

const DEFAULT_SETTINGS: RetentionSettings = {
  applicationMonths: RETENTION_DEFAULTS.applicationMonths,
  graceDays: RETENTION_DEFAULTS.erasureGraceDays,
}

const positiveOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && value > 0 ? value : fallback

const settingsOf = (stored: PrivacySettings | null | undefined): RetentionSettings => ({
  applicationMonths: positiveOr(stored?.applicationRetentionMonths, DEFAULT_SETTINGS.applicationMonths),
  graceDays: positiveOr(stored?.erasureGraceDays, DEFAULT_SETTINGS.graceDays),
})

/** The retention settings of Privacy settings, the defaults until they are read. */
function useRetentionSettings(): RetentionSettings {
  const client = useClient({ apiVersion })
  const [settings, setSettings] = useState<RetentionSettings>(DEFAULT_SETTINGS)
  useEffect(() => {
    const subscription = client
      .listen<PrivacySettings>(
        PRIVACY_SETTINGS_LISTENER_QUERY,
        { id: PRIVACY_SETTINGS_ID },
        { includeResult: true },
      )
      .subscribe((event) => {
        if ('result' in event) setSettings(settingsOf(event.result))
      })
    void client
      .getDocument<PrivacySettings>(PRIVACY_SETTINGS_ID)
      .then((stored) => setSettings(settingsOf(stored)))
      .catch(() => {})
    return () => subscription.unsubscribe()
  }, [client])
  return settings
}

/**
 * "Kept until <date>" on an application, comment or ticket: the day the schedule job erases it, computed by the same
 * rule (`eraseDate`), worded so that a record still here never reads as already erased. Once the day has passed
 * and the record is still here (the next run erases it): "Erasure due". Nothing shows while no date is set (kept,
 * approved, open).
 */
export const RetentionBadge: DocumentBadgeComponent = (props) => {
  const { applicationMonths, graceDays } = useRetentionSettings()
  const document = (props.draft ?? props.published) as RetentionInput | null | undefined
  if (!document) return null
  const date = eraseDate(document, applicationMonths, graceDays)
  if (!date) return null
  const day = date.toISOString().slice(0, 10)
  const due = date.getTime() <= Date.now()
  return {
    label: due ? 'Erasure due' : `Kept until ${day}`,
    title: due
      ? `Past its retention (${day}): the retention schedule erases this record, its draft and any spreadsheet row on its next run`
      : `The retention schedule will erase this record, its draft and any spreadsheet row on ${day}`,
    color: due ? 'danger' : 'warning',
  }
}

export const RETENTION_TYPES = ['waitListApplication', 'comment', 'supportTicket']
