/**
 * Delivery of one stored application to the spreadsheet, exactly once:
 * 1. claim it with a revision-guarded patch (`ifRevisionID`), which also books a lease in `nextAttemptAt`, so two
 *    workers (the request's background task and the schedule job, or two isolates) cannot both send it;
 * 2. send the row, with the application's id in an `Id` column that the sheet dedupes on, so even a send whose
 *    answer was lost (timeout after the script ran) cannot add a second row when retried; then, when a correction
 *    changed columns the sheet holds (`row-update.ts`), the update of those cells in that row;
 * 3. record the outcome: delivered with `deliveredAt`, or pending with `lastError` and a backed-off `nextAttemptAt`,
 *    or `failed` after `maxAttempts`, the error kept for staff. A correction that landed while the row was on its
 *    way is not lost: the outcome is written against the document as it is now, and sent next.
 */
import type { WaitListApplication } from '@escrova/schemas/sanity.types'
import {
  type DeliveryStatus,
  toSpreadsheetRow,
  type WaitListApplicationInput,
} from '@escrova/schemas/wait-list'
import { isRevisionConflict, withStore } from '../content/client.ts'
import type { Services } from '../services.ts'
import { columnsStillOutdated, rowUpdate, updateReplyProblem } from './row-update.ts'
import { DeliveryError, postToSheet, type SheetUpdate } from './sheet.ts'

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
  let claimed: StoredApplication
  try {
    claimed = await withStore(() =>
      client
        .patch(documentId)
        .ifRevisionId(doc._rev)
        .set({
          'delivery.attempts': attempts,
          'delivery.nextAttemptAt': new Date(now.getTime() + config.leaseMs).toISOString(),
        })
        .commit<StoredApplication>({ returnDocuments: true }),
    )
  } catch (error) {
    if (isRevisionConflict(error)) return 'claimed-elsewhere'
    throw error
  }

  let failure: string | undefined
  let sent: SheetUpdate | undefined
  if (!services.deps.sheetUrl) failure = 'no spreadsheet URL is configured'
  else {
    try {
      sent = await sendRow(services, services.deps.sheetUrl, documentId, claimed)
    } catch (error) {
      failure = error instanceof DeliveryError ? error.message : `spreadsheet error: ${String(error)}`
    }
  }

  if (!failure) return recordSent(services, documentId, claimed, sent, attempts)

  const finished = clock()

  // Outcome writes retry harder than request writes: losing one only costs a deduplicated resend, but still costs.
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

/**
 * The row (until the sheet is known to hold it), then the update of any corrected columns. Both are safe to repeat:
 * the sheet dedupes rows on Id, and an update sets cells to the values the document holds.
 */
async function sendRow(
  services: Services,
  sheetUrl: string,
  documentId: string,
  doc: StoredApplication,
): Promise<SheetUpdate | undefined> {
  const { timeoutMs } = services.delivery
  const id = rowId(documentId)
  if (!doc.delivery?.deliveredAt) await postToSheet(sheetUrl, { Id: id, ...toSpreadsheetRow(doc) }, timeoutMs)
  const update = rowUpdate(id, doc)
  if (update) {
    const receipt = await postToSheet(sheetUrl, update, timeoutMs)
    const problem = updateReplyProblem(receipt.reply)
    if (problem) throw new DeliveryError(problem)
    // Nothing to put back: a row staff removed by hand, or erased, is not recreated by a correction.
    if (receipt.reply?.updated === 0)
      services.logger.warn('spreadsheet has no row to update', { applicationId: documentId })
  }
  return update
}

/**
 * Records a successful send against the document as it is now (revision-guarded, re-read on a conflict): a
 * correction that arrived meanwhile stays in `columnsToUpdate` and is sent at once.
 */
async function recordSent(
  services: Services,
  documentId: string,
  claimed: StoredApplication,
  sent: SheetUpdate | undefined,
  attempts: number,
): Promise<DeliveryOutcome> {
  const { client, clock, logger } = services
  let current: StoredApplication | undefined = claimed
  for (let conflicts = 0; current; conflicts++) {
    const outdated = columnsStillOutdated(current, sent)
    const patch = client
      .patch(documentId)
      .ifRevisionId(current._rev)
      .setIfMissing({ 'delivery.deliveredAt': clock().toISOString() })
    const outcome =
      outdated.length === 0
        ? patch
            .set({ 'delivery.status': DELIVERED })
            .unset(['delivery.nextAttemptAt', 'delivery.lastError', 'delivery.columnsToUpdate'])
        : patch
            .set({ 'delivery.status': PENDING, 'delivery.columnsToUpdate': outdated })
            .unset(['delivery.nextAttemptAt', 'delivery.lastError'])
    try {
      await withStore(() => outcome.commit({ returnDocuments: false }), 5)
    } catch (error) {
      if (!isRevisionConflict(error) || conflicts >= 5) throw error
      current = await withStore(() => client.getDocument<StoredApplication>(documentId))
      continue
    }
    if (outdated.length > 0) {
      logger.info('application row sent; a newer correction follows', { applicationId: documentId })
      return deliverApplication(services, documentId)
    }
    logger.info('application delivered', { applicationId: documentId, attempts })
    return 'delivered'
  }
  // Erased while its row was on the way.
  return 'skipped'
}
