import { DELIVERY_STATUSES } from '@escrova/schemas/wait-list'
import { defineField, defineType } from 'sanity'

/** Where the application stands with the spreadsheet. The function writes it; staff only read it. */
export const applicationDelivery = defineType({
  name: 'applicationDelivery',
  title: 'Spreadsheet delivery',
  type: 'object',
  readOnly: true,
  fields: [
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: { list: [...DELIVERY_STATUSES], layout: 'radio', direction: 'horizontal' },
    }),
    defineField({ name: 'attempts', title: 'Attempts', type: 'number' }),
    defineField({ name: 'lastError', title: 'Last error', type: 'text', rows: 2 }),
    defineField({ name: 'deliveredAt', title: 'Delivered at', type: 'datetime' }),
    defineField({ name: 'nextAttemptAt', title: 'Next attempt at', type: 'datetime' }),
    defineField({
      name: 'columnsToUpdate',
      title: 'Columns to update',
      description: 'Corrected columns the spreadsheet row has not received yet.',
      type: 'array',
      of: [{ type: 'string' }],
    }),
  ],
})
