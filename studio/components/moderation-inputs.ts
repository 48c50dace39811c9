import type { SchemaTypeDefinition } from 'sanity'
import { ScamHighlightInput } from './ScamHighlightInput'

/**
 * The Studio-only parts of the comment type: its name and text inputs show the scam flags marked. The schema lives in
 * `schemas/` with no React, so the Studio adds the components here rather than the schema importing them.
 */
export function withModerationInputs(types: SchemaTypeDefinition[]): SchemaTypeDefinition[] {
  return types.map((type) => {
    if (type.name !== 'comment' || !('fields' in type) || !Array.isArray(type.fields)) return type
    return {
      ...type,
      fields: type.fields.map((field) =>
        field.name === 'name' || field.name === 'text'
          ? {
              ...field,
              components: { ...(field as { components?: object }).components, input: ScamHighlightInput },
            }
          : field,
      ),
    } as SchemaTypeDefinition
  })
}
