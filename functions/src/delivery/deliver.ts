/**
 * Delivery of one stored application to the spreadsheet, exactly once:
 * 1. claim it with a revision-guarded patch (`ifRevisionID`), which also books a lease in `nextAttemptAt`, so two
 *    workers (the request's background task and the schedule job, or two isolates) cannot both send it;
 * 2. send the row, with the application's id in an `Id` column that the sheet dedupes on, so even a send whose
 *    answer was lost (timeout after the script ran) cannot add a second row when retried;
 * 3. record the outcome: delivered with `deliveredAt`, or pending with `lastError` and a backed-off `nextAttemptAt`,
 *    or `failed` after `maxAttempts`, the error kept for staff.
 */
import type { WaitListApplication } from '@escrova/schemas/sanity.types'
import {
  type DeliveryStatus,
  toSpreadsheetRow,
  type WaitListApplicationInput,
} from '@escrova/schemas/wait-list'
import { isRevisionConflict, withStore } from '../content/client.ts'
import type { Services } from '../services.ts'
import { DeliveryError, postToSheet } from './sheet.ts'

export type DeliveryOutcome =
  | 'delivered'
  | 'retry-later'
  | 'failed'
  | 'skipped'
  | 'not-due'
  | 'claimed-elsewhere'

/**
 * An application as stored: the generated schema type. It is stored only after `checkApplication` accepted it, so
 * every field the spreadsheet row needs is there.
 */
type StoredApplication = WaitListApplication & WaitListApplicationInput

const DELIVERED: DeliveryStatus = 'delivered'
const FAILED: DeliveryStatus = 'failed'
const PENDING: DeliveryStatus = 'pending'

export function backoffMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1))
}

/** The sheet's Id column: the id without its private `waitList.` path. */
export const rowId = (documentId: string): string => documentId.replace(/^waitList\./, '')

export async function deliverApplication(services: Services, documentId: string): Promise<DeliveryOutcome> {
  const { client, clock, delivery: config, logger } = services
  const doc = await withStore(() => client.getDocument<StoredApplication>(documentId))
  if (!doc?.delivery || doc.delivery.status !== PENDING) return 'skipped'
  const now = clock()
  if (doc.delivery.nextAttemptAt && Date.parse(doc.delivery.nextAttemptAt) > now.getTime()) return 'not-due'

  const attempts = (doc.delivery.attempts ?? 0) + 1
  try {
    await withStore(() =>
      client
        .patch(documentId)
        .ifRevisionId(doc._rev)
        .set({
          'delivery.attempts': attempts,
          'delivery.nextAttemptAt': new Date(now.getTime() + config.leaseMs).toISOString(),
        })
        .commit({ returnDocuments: false }),
    )
  } catch (error) {
    if (isRevisionConflict(error)) return 'claimed-elsewhere'
    throw error
  }

  let failure: string | undefined
  if (!services.deps.sheetUrl) failure = 'no spreadsheet URL is configured'
  else {
    try {
      await postToSheet(
        services.deps.sheetUrl,
        { Id: rowId(documentId), ...toSpreadsheetRow(doc) },
        config.timeoutMs,
      )
    } catch (error) {
      failure = error instanceof DeliveryError ? error.message : `spreadsheet error: ${String(error)}`
    }
  }

  const finished = clock()
  // Outcome writes retry harder than request writes: losing one only costs a deduplicated resend, but still costs.
  if (!failure) {
    await withStore(
      () =>
        client
          .patch(documentId)
          .set({ 'delivery.status': DELIVERED, 'delivery.deliveredAt': finished.toISOString() })
          .unset(['delivery.nextAttemptAt', 'delivery.lastError'])
          .commit({ returnDocuments: false }),
      5,
    )
    logger.info('application delivered', { applicationId: documentId, attempts })
    return 'delivered'
  }

  if (attempts >= config.maxAttempts) {
    await withStore(
      () =>
        client
          .patch(documentId)
          .set({ 'delivery.status': FAILED, 'delivery.lastError': failure })
          .unset(['delivery.nextAttemptAt'])
          .commit({ returnDocuments: false }),
      5,
    )
    logger.error('application delivery failed for good', {
      applicationId: documentId,
      attempts,
      lastError: failure,
    })
    return 'failed'
  }
  const nextAttemptAt = new Date(
    finished.getTime() + backoffMs(attempts, config.baseDelayMs, config.maxDelayMs),
  )
  await withStore(
    () =>
      client
        .patch(documentId)
        .set({ 'delivery.lastError': failure, 'delivery.nextAttemptAt': nextAttemptAt.toISOString() })
        .commit({ returnDocuments: false }),
    5,
  )
  logger.warn('application delivery will be retried', {
    applicationId: documentId,
    attempts,
    lastError: failure,
    nextAttemptAt: nextAttemptAt.toISOString(),
  })
  return 'retry-later'
}
