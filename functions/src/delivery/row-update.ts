/**
 * A correction that reaches the spreadsheet. The columns a correction changed are kept on the application
 * (`delivery.columnsToUpdate`) and the delivery is pending again, so the same claim, retries and back-off that
 * deliver a new application carry the change; nothing about it lives only in memory. What is sent is
 * `{action: 'update', Id, <column>: <value>, ...}` with the values the document holds when it is sent, so two quick
 * corrections of one column collapse into one update of the latest value, and a resend is harmless.
 */
import {
  applicationFromDocument,
  SPREADSHEET_COLUMNS,
  type SpreadsheetColumn,
  toSpreadsheetRow,
} from '@escrova/schemas/wait-list'
import type { SheetReply, SheetUpdate } from './sheet.ts'

/** A stored document, as any of the callers hold it (generated schema type or raw JSON). */
type StoredDocument = object

interface DeliveryState {
  status?: string
  deliveredAt?: string
  columnsToUpdate?: string[]
}

export const deliveryOf = (document: StoredDocument): DeliveryState | undefined =>
  (document as { delivery?: DeliveryState }).delivery

const rowOf = (document: StoredDocument) => toSpreadsheetRow(applicationFromDocument(document))

/**
 * The spreadsheet columns whose cell differs between two versions of an application. Derived from the row the
 * sheet is sent, so a field the sheet does not hold (or a value that did not change) names no column.
 */
export function changedColumns(before: StoredDocument, after: StoredDocument): SpreadsheetColumn[] {
  const [old, current] = [rowOf(before), rowOf(after)]
  return SPREADSHEET_COLUMNS.filter((column) => old[column] !== current[column])
}

const isColumn = (name: string): name is SpreadsheetColumn =>
  (SPREADSHEET_COLUMNS as readonly string[]).includes(name)

export const columnsToUpdate = (document: StoredDocument): SpreadsheetColumn[] =>
  (deliveryOf(document)?.columnsToUpdate ?? []).filter(isColumn)

/**
 * What a correction writes to the application's delivery state, besides the field itself. A delivered row is
 * due again (status pending, a fresh attempt count); a pending delivery keeps its lease or back-off and simply
 * carries the columns too; a failed one keeps them for when staff send it again. Without a delivery state the
 * application never went to the sheet, so there is nothing to update.
 */
export function correctionDeliveryPatch(
  document: StoredDocument,
  columns: SpreadsheetColumn[],
): { set: Record<string, unknown>; unset: string[] } | undefined {
  const delivery = deliveryOf(document)
  if (!delivery || columns.length === 0) return undefined
  const merged = [...new Set([...columnsToUpdate(document), ...columns])]
  if (delivery.status !== 'delivered') return { set: { 'delivery.columnsToUpdate': merged }, unset: [] }
  return {
    set: { 'delivery.columnsToUpdate': merged, 'delivery.status': 'pending', 'delivery.attempts': 0 },
    unset: ['delivery.nextAttemptAt', 'delivery.lastError'],
  }
}

/** The update request for the columns still to be sent, with the values the document holds now. */
export function rowUpdate(rowId: string, document: StoredDocument): SheetUpdate | undefined {
  const columns = columnsToUpdate(document)
  if (columns.length === 0) return undefined
  const row = rowOf(document)
  return {
    action: 'update',
    Id: rowId,
    ...Object.fromEntries(columns.map((column) => [column, row[column]])),
  }
}

/**
 * The columns that still need sending after `sent` went out: those corrected again (or for the first time) while
 * it was on its way. A column whose current value is the one sent is done.
 */
export function columnsStillOutdated(
  document: StoredDocument,
  sent: SheetUpdate | undefined,
): SpreadsheetColumn[] {
  const row = rowOf(document)
  return columnsToUpdate(document).filter((column) => sent?.[column] !== row[column])
}

/**
 * Whether the script's answer shows it applied the update. A script from before `update` existed treats the body
 * as a row whose Id it already has and answers a bare success: that must count as a failure (kept for staff after
 * the retries), not as a delivered correction. An answer that could not be read is trusted, as it is for rows.
 */
export function updateReplyProblem(reply: SheetReply | undefined): string | undefined {
  if (!reply || typeof reply.updated === 'number') return undefined
  return 'spreadsheet script does not handle "update": deploy the doPost in functions/README.md'
}
