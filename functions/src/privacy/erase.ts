/**
 * Erasure: a record's published copy and its draft are deleted in one transaction, and an application's spreadsheet
 * row is deleted by its Id. Each delete asks for `purge: true`, which the hosted Content Lake documents (Mutation
 * API, since API version 2023-03-07) as also removing the document's history, and the local lake honours the same
 * way (`docs/privacy-operations.md` says what remains where).
 */
import type { Mutation, SanityClient } from '@sanity/client'
import { withStore } from '../content/client.ts'
import { DeliveryError, postToSheet } from '../delivery/sheet.ts'
import type { Services } from '../services.ts'
import { publishedId, sheetRowId } from './records.ts'

export interface ErasureResult {
  /** Every id deleted (published and draft). */
  documentIds: string[]
  /** Spreadsheet rows deleted, by Id. */
  sheetRows: string[]
  /** What could not be erased, in words for the audit log and the staff member. */
  problems: string[]
}

async function deleteDocuments(client: SanityClient, ids: string[]): Promise<string[]> {
  const all = [...new Set(ids.flatMap((id) => [publishedId(id), `drafts.${publishedId(id)}`]))]
  const existing = await withStore(() =>
    client.fetch<string[]>('*[_id in $ids]._id', { ids: all }, { perspective: 'raw' }),
  )
  if (existing.length === 0) return []
  // The client's transaction builder has no purge option, so the mutations are written out.
  const mutations = existing.map((id) => ({ delete: { id, purge: true } })) as unknown as Mutation[]
  await withStore(() => client.mutate(mutations, { visibility: 'sync' }))
  return existing
}

export async function eraseRecords(
  services: Services,
  records: Array<{ _id: string; _type: string }>,
): Promise<ErasureResult> {
  const result: ErasureResult = { documentIds: [], sheetRows: [], problems: [] }
  const rows = [...new Set(records.map(sheetRowId).filter((id): id is string => Boolean(id)))]
  // The row goes first: a row left behind by a failed sheet is a problem staff can see; a row orphaned by an
  // already-deleted document could no longer be traced to anyone.
  for (const row of rows) {
    if (!services.deps.sheetUrl) {
      result.problems.push(`spreadsheet row ${row}: no spreadsheet URL is configured`)
      continue
    }
    try {
      await postToSheet(services.deps.sheetUrl, { action: 'delete', Id: row }, services.delivery.timeoutMs)
      result.sheetRows.push(row)
    } catch (error) {
      const reason = error instanceof DeliveryError ? error.message : String(error)
      result.problems.push(`spreadsheet row ${row}: ${reason}`)
    }
  }
  result.documentIds = await deleteDocuments(
    services.client,
    records.map((record) => record._id),
  )
  return result
}
