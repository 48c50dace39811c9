/**
 * The every-minute job (croner on Node, a cron trigger on Workers): retry undelivered applications and spreadsheet
 * erasures, apply retention, send the digest. Scheduled publishing is the Content Lake's own (releases and Scheduled
 * Drafts), not this job's. Runs never overlap within one process; across processes the revision guards do the work.
 */
import { type DigestOutcome, sendDigest } from '../digest/send.ts'
import { applyRetention, type RetentionReport } from '../privacy/retention.ts'
import { retryDueSheetErasures } from '../privacy/sheet-erasure.ts'
import type { Services } from '../services.ts'
import { errorFields } from '../util/logger.ts'
import { retryDueDeliveries } from './retry-deliveries.ts'

export interface ScheduleReport {
  deliveries?: Record<string, string>
  retention?: RetentionReport
  /** Spreadsheet rows of erased applications the sheet had not confirmed, retried: row Id → outcome. */
  sheetErasures?: Record<string, string>
  digest?: DigestOutcome
  errors: string[]
}

/** Whether a run did anything worth a log line: an idle minute is not news. */
export function scheduleDidWork(report: ScheduleReport): boolean {
  return (
    report.errors.length > 0 ||
    Object.keys(report.deliveries ?? {}).length > 0 ||
    Object.keys(report.sheetErasures ?? {}).length > 0 ||
    (report.retention?.erased.length ?? 0) > 0 ||
    report.digest?.sent === true
  )
}

export function createScheduleRunner(services: Services) {
  let current: Promise<ScheduleReport> | undefined

  async function runOnce(now: Date): Promise<ScheduleReport> {
    const report: ScheduleReport = { errors: [] }
    try {
      report.deliveries = await retryDueDeliveries(services, now)
    } catch (error) {
      report.errors.push(`deliveries: ${(error as Error).message}`)
      services.logger.error('schedule: delivery retries failed', errorFields(error))
    }
    try {
      report.sheetErasures = await retryDueSheetErasures(services, now)
    } catch (error) {
      report.errors.push(`sheet erasures: ${(error as Error).message}`)
      services.logger.error('schedule: sheet row erasure retries failed', errorFields(error))
    }
    try {
      report.retention = await applyRetention(services, now)
    } catch (error) {
      report.errors.push(`retention: ${(error as Error).message}`)
      services.logger.error('schedule: retention failed', errorFields(error))
    }
    try {
      report.digest = await sendDigest(services, now)
    } catch (error) {
      report.errors.push(`digest: ${(error as Error).message}`)
      services.logger.error('schedule: digest failed', errorFields(error))
    }
    return report
  }

  return function runSchedule(now: Date = services.clock()): Promise<ScheduleReport> {
    if (!current) current = runOnce(now).finally(() => (current = undefined))
    return current
  }
}
