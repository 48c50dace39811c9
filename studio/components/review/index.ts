import type { DocumentLanguageFilterResolver, SchemaTypeDefinition } from 'sanity'
import { PrivateRecordChip } from './PrivateRecordChip'
import { ReviewStatusInput } from './ReviewStatusInput'

/** Live-edited records staff keep private (the lake never lets anonymous callers read them: `waitList.*`, `supportTicket.*`). */
export const PRIVATE_RECORD_TYPES: readonly string[] = ['waitListApplication', 'supportTicket']

/** The application's review status field shows the review moves as buttons (`ReviewStatusInput`). */
export function withReviewInputs(types: SchemaTypeDefinition[]): SchemaTypeDefinition[] {
  return types.map((type) => {
    if (type.name !== 'waitListApplication' || !('fields' in type) || !Array.isArray(type.fields)) return type
    return {
      ...type,
      fields: type.fields.map((field) =>
        field.name === 'reviewStatus'
          ? {
              ...field,
              components: { ...(field as { components?: object }).components, input: ReviewStatusInput },
            }
          : field,
      ),
    } as SchemaTypeDefinition
  })
}

/**
 * The document pane header's one per-type slot (it is named for language filters; it renders any component there):
 * private records get the "Private" chip in place of Sanity's "Published".
 */
export const privateRecordHeader: DocumentLanguageFilterResolver = (previous, context) =>
  PRIVATE_RECORD_TYPES.includes(context.schemaType) ? [...previous, PrivateRecordChip] : previous
