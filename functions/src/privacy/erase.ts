/**
 * Erasure: a record's published copy and its draft (and a comment's contact record) are deleted in one transaction, and an application's spreadsheet
 * row is deleted by its Id, durably: the same transaction books the row's deletion (`sheet-erasure.ts`), so a sheet
 * that is down gets it from the schedule job later. Each delete asks for `purge: true`, which the hosted Content Lake documents (Mutation
 * API, since API version 2023-03-07) as also removing the document's history, and the local lake honours the same
 * way (`docs/privacy-operations.md` says what remains where).
 */
import type { ErasureResult } from '@escrova/schemas/data-rights'
import { commentContactIdOf, draftIdOf, publishedIdOf } from '@escrova/schemas/ids'
import type { Mutation, SanityClient } from '@sanity/client'
import { withStore } from '../content/client.ts'
import { EXISTING_IDS_QUERY } from '../content/queries.ts'
import type { Services } from '../services.ts'
import { sheetRowId } from './records.ts'
import { sendSheetErasure, sheetErasureMarker } from './sheet-erasure.ts'

/** Deletes the records with their drafts and history and, in the same transaction, books their rows' deletion. */
async function deleteDocuments(client: SanityClient, ids: string[], rowMarkers: object[]): Promise<string[]> {
  const all = [...new Set(ids.flatMap((id) => [publishedIdOf(id), draftIdOf(id)]))]
  const existing = await withStore(() =>
    client.fetch<string[]>(EXISTING_IDS_QUERY, { ids: all }, { perspective: 'raw' }),
  )
  if (existing.length === 0) return []
  // The client's transaction builder has no purge option, so the mutations are written out.
  const mutations = [
    ...existing.map((id) => ({ delete: { id, purge: true } })),
    ...rowMarkers.map((marker) => ({ createOrReplace: marker })),
  ] as unknown as Mutation[]
  await withStore(() => client.mutate(mutations, { visibility: 'sync' }))
  return existing
}

export async function eraseRecords(
  services: Services,
  records: Array<{ _id: string; _type: string }>,
): Promise<ErasureResult> {
  const result: ErasureResult = { documentIds: [], sheetRows: [], sheetRowsPending: [], problems: [] }
  const now = services.clock()
  const rows = services.deps.sheetUrl
    ? [...new Set(records.map(sheetRowId).filter((id): id is string => Boolean(id)))]
    : []
  // A comment goes with the private record of who wrote it.
  const ids = records.flatMap((record) =>
    record._type === 'comment' ? [record._id, commentContactIdOf(record._id)] : [record._id],
  )
  result.documentIds = await deleteDocuments(
    services.client,
    ids,
    rows.map((row) => sheetErasureMarker(row, now)),
  )
  for (const row of rows) {
    const sent = await sendSheetErasure(services, row, now)
    if (sent.ok) result.sheetRows.push(row)
    else {
      result.sheetRowsPending.push(row)
      result.problems.push(
        `spreadsheet row ${row}: ${sent.reason}; the schedule job retries until the sheet deletes it`,
      )
    }
  }
  return result
}
