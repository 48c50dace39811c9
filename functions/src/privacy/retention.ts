/**
 * Retention, run by the schedule job: every record whose erase date (`eraseDate` in `@escrova/schemas/privacy`, the
 * same date the Studio shows) has passed is erased with its draft and spreadsheet row, and each erasure is written
 * to the audit log. Records are read with only the fields the dates need; nothing personal is logged.
 */
import { publishedIdOf } from '@escrova/schemas/ids'
import { eraseDate, type RetentionInput } from '@escrova/schemas/privacy'
import { withStore } from '../content/client.ts'
import { RETENTION_CANDIDATES_QUERY } from '../content/queries.ts'
import type { Services } from '../services.ts'
import { RETENTION_ACTOR, writeAudit } from './audit.ts'
import { eraseRecords } from './erase.ts'
import { readPrivacySettings } from './settings.ts'

export interface RetentionReport {
  erased: string[]
  problems: string[]
}

export async function applyRetention(services: Services, now: Date): Promise<RetentionReport> {
  const { client } = services
  const settings = await readPrivacySettings(client)
  const candidates = await withStore(() =>
    client.fetch<RetentionInput[]>(RETENTION_CANDIDATES_QUERY, {}, { perspective: 'raw' }),
  )
  const due = candidates.filter((record) => {
    const date = eraseDate(record, settings.applicationRetentionMonths, settings.erasureGraceDays)
    return date !== undefined && date.getTime() <= now.getTime()
  })
  const report: RetentionReport = { erased: [], problems: [] }
  if (due.length === 0) return report

  const result = await eraseRecords(services, due)
  report.erased = result.documentIds
  report.problems = result.problems
  // One entry per record (its draft and published copy together), so the log answers "when was X erased, and why"
  // without reading a batch.
  const records = new Map(due.map((record) => [publishedIdOf(record._id), record._type]))
  for (const [recordId, type] of records) {
    const ids = result.documentIds.filter((id) => publishedIdOf(id) === recordId)
    if (ids.length === 0) continue
    await writeAudit(client, {
      action: 'retention-erase',
      actor: RETENTION_ACTOR,
      at: now,
      documentIds: ids,
      detail: `${type} past its retention period`,
    })
  }
  return report
}
