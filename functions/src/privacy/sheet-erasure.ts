/**
 * An application's spreadsheet row is erased durably. The erasure writes a marker (`privacy.sheetErasure.<row Id>`,
 * holding only the row's opaque Id, nothing about the person) in the same transaction that deletes the records, then
 * asks the sheet to delete the row. A sheet that is down or refuses leaves the marker with a backed-off next attempt,
 * and the schedule job retries it until the sheet confirms (a row already gone counts: deleting is idempotent). After
 * the delivery's attempt limit the marker stays, `failed`, for staff: the row is still traceable to nobody but known.
 */
import { SHEET_ERASURE_PATH, SHEET_ERASURE_TYPE, type SheetErasureStatus } from '@escrova/schemas/privacy'
import type { SanityClient } from '@sanity/client'
import { withStore } from '../content/client.ts'
import { DUE_SHEET_ERASURES_QUERY } from '../content/queries.ts'
import { backoffMs } from '../delivery/deliver.ts'
import { DeliveryError, postToSheet } from '../delivery/sheet.ts'
import type { Services } from '../services.ts'

export interface SheetErasureMarker {
  _id: string
  _type: typeof SHEET_ERASURE_TYPE
  rowId: string
  status: SheetErasureStatus
  attempts: number
  nextAttemptAt: string
  lastError?: string
}

export const sheetErasureMarkerId = (rowId: string) => `${SHEET_ERASURE_PATH}.${rowId}`

export function sheetErasureMarker(rowId: string, now: Date): SheetErasureMarker {
  return {
    _id: sheetErasureMarkerId(rowId),
    _type: SHEET_ERASURE_TYPE,
    rowId,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now.toISOString(),
  }
}

/** Asks the sheet to delete the row; the marker goes on success and records the failure otherwise. */
export async function sendSheetErasure(
  services: Services,
  rowId: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const { client, deps, delivery } = services
  const id = sheetErasureMarkerId(rowId)
  try {
    if (!deps.sheetUrl) throw new DeliveryError('no spreadsheet URL is configured')
    await postToSheet(deps.sheetUrl, { action: 'delete', Id: rowId }, delivery.timeoutMs)
    await withStore(() => client.delete(id))
    return { ok: true }
  } catch (error) {
    const reason = error instanceof DeliveryError ? error.message : String(error)
    await recordFailure(client, id, reason, now, delivery)
    return { ok: false, reason }
  }
}

async function recordFailure(
  client: SanityClient,
  id: string,
  reason: string,
  now: Date,
  config: Services['delivery'],
): Promise<void> {
  const marker = await withStore(() => client.getDocument<SheetErasureMarker>(id))
  if (!marker) return
  const attempts = (marker.attempts ?? 0) + 1
  await withStore(() =>
    client
      .patch(id)
      .set({
        attempts,
        lastError: reason,
        status: attempts >= config.maxAttempts ? 'failed' : 'pending',
        nextAttemptAt: new Date(
          now.getTime() + backoffMs(attempts, config.baseDelayMs, config.maxDelayMs),
        ).toISOString(),
      })
      .commit(),
  )
}

/** The schedule job's turn: every pending row erasure whose next attempt is due, one at a time. */
export async function retryDueSheetErasures(services: Services, now: Date): Promise<Record<string, string>> {
  const due = await withStore(() =>
    services.client.fetch<string[]>(DUE_SHEET_ERASURES_QUERY, { now: now.toISOString() }),
  )
  const outcomes: Record<string, string> = {}
  for (const rowId of due) {
    const sent = await sendSheetErasure(services, rowId, now)
    outcomes[rowId] = sent.ok ? 'deleted' : `retry-later: ${sent.reason}`
  }
  return outcomes
}
