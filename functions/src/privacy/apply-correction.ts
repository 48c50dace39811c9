/**
 * Writes an accepted correction: the field on the record and its draft, in one transaction. When the record is an
 * application whose spreadsheet row shows that field, the same transaction marks the changed columns for the sheet
 * (`delivery/row-update.ts`), so the correction and the promise to send it are stored together or not at all. The
 * published copy is patched against the revision read, and the whole is redone on a conflict, because whether the
 * delivery must be re-armed depends on the delivery state that was read.
 */
import { draftIdOf, publishedIdOf } from '@escrova/schemas/ids'
import type { SpreadsheetColumn } from '@escrova/schemas/wait-list'
import { isRevisionConflict, withStore } from '../content/client.ts'
import { DOCUMENTS_BY_ID_QUERY } from '../content/queries.ts'
import { changedColumns, correctionDeliveryPatch, deliveryOf } from '../delivery/row-update.ts'
import type { Services } from '../services.ts'
import type { HeldRecord } from './records.ts'

export interface AppliedCorrection {
  /** The ids patched (the record and its draft, those that exist). */
  documentIds: string[]
  /** Spreadsheet columns the correction changed, now waiting to be sent to the application's row. */
  sheetColumns: SpreadsheetColumn[]
  /** Whether a delivery of the row is due now (start one rather than wait for the schedule job). */
  deliveryDue: boolean
}

const MAX_CONFLICTS = 5

export async function applyCorrection(
  services: Services,
  recordId: string,
  field: string,
  value: string,
): Promise<AppliedCorrection> {
  const { client } = services
  const id = publishedIdOf(recordId)
  for (let conflicts = 0; ; conflicts++) {
    const documents = await withStore(() =>
      client.fetch<HeldRecord[]>(DOCUMENTS_BY_ID_QUERY, { ids: [id, draftIdOf(id)] }, { perspective: 'raw' }),
    )
    const published = documents.find((document) => document._id === id)
    const columns =
      published?._type === 'waitListApplication'
        ? changedColumns(published, { ...published, [field]: value })
        : []
    const delivery = published ? correctionDeliveryPatch(published, columns) : undefined

    const transaction = client.transaction()
    for (const document of documents)
      transaction.patch(document._id, (patch) => {
        const corrected = patch.set({ [field]: value })
        if (document !== published) return corrected
        const guarded = corrected.ifRevisionId(document._rev as string)
        if (!delivery) return guarded
        const marked = guarded.set(delivery.set)
        return delivery.unset.length > 0 ? marked.unset(delivery.unset) : marked
      })
    try {
      await withStore(() => transaction.commit({ visibility: 'sync' }))
    } catch (error) {
      if (isRevisionConflict(error) && conflicts < MAX_CONFLICTS) continue
      throw error
    }
    return {
      documentIds: documents.map((document) => document._id),
      sheetColumns: delivery ? columns : [],
      deliveryDue: delivery !== undefined && deliveryOf(published ?? {})?.status !== 'failed',
    }
  }
}
