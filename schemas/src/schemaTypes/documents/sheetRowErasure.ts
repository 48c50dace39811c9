import { SHEET_ERASURE_STATUSES, type SheetErasureStatus } from '@escrova/schemas/privacy'
import { TrashIcon } from '@sanity/icons/Trash'
import { defineField, defineType } from 'sanity'

const STATUS_TITLES: Record<SheetErasureStatus, string> = {
  pending: 'Waiting for the spreadsheet (retried automatically)',
  failed: 'Gave up: delete this row from the spreadsheet by hand',
}

/**
 * An erased application's spreadsheet row the sheet has not confirmed deleting, written and retried by the function
 * (`functions/src/privacy/sheet-erasure.ts`). Holds only the row's opaque Id; nothing to edit, only to act on.
 */
export const sheetRowErasure = defineType({
  name: 'sheetRowErasure',
  title: 'Spreadsheet row to erase',
  type: 'document',
  icon: TrashIcon,
  readOnly: true,
  fields: [
    defineField({
      name: 'rowId',
      title: 'Row Id',
      type: 'string',
      description: 'The value in the spreadsheet’s Id column.',
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: { list: SHEET_ERASURE_STATUSES.map((value) => ({ value, title: STATUS_TITLES[value] })) },
    }),
    defineField({ name: 'attempts', title: 'Attempts', type: 'number' }),
    defineField({ name: 'nextAttemptAt', title: 'Next attempt', type: 'datetime' }),
    defineField({ name: 'lastError', title: 'Last answer from the spreadsheet', type: 'text', rows: 2 }),
  ],
  preview: {
    select: { rowId: 'rowId', status: 'status', attempts: 'attempts' },
    prepare: ({ rowId, status, attempts }) => ({
      title: `Row ${rowId}`,
      subtitle: `${STATUS_TITLES[status as SheetErasureStatus] ?? status} · ${attempts ?? 0} attempt(s)`,
    }),
  },
})
