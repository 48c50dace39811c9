/** The Studio's privacy settings (`privacy.settings`), each missing value read as its default. */
import { PRIVACY_SETTINGS_ID, type PrivacySettings, RETENTION_DEFAULTS } from '@escrova/schemas/privacy'
import type { SanityClient } from '@sanity/client'
import { withStore } from '../content/client.ts'

export interface ResolvedPrivacySettings {
  applicationRetentionMonths: number
  erasureGraceDays: number
  digestIntervalMinutes: number
}

const positive = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback

export async function readPrivacySettings(client: SanityClient): Promise<ResolvedPrivacySettings> {
  const stored = await withStore(() => client.getDocument<PrivacySettings>(PRIVACY_SETTINGS_ID))
  return {
    applicationRetentionMonths: positive(
      stored?.applicationRetentionMonths,
      RETENTION_DEFAULTS.applicationMonths,
    ),
    erasureGraceDays: positive(stored?.erasureGraceDays, RETENTION_DEFAULTS.erasureGraceDays),
    digestIntervalMinutes: positive(stored?.digestIntervalMinutes, RETENTION_DEFAULTS.digestIntervalMinutes),
  }
}
