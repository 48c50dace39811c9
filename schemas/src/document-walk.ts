/**
 * The non-empty string values one field holds on objects at any depth of a document or a query's answer: every `_key`
 * (the lake's key renames), every `_id` (the documents a page shows), every `_ref` (what a document references).
 */
export interface FieldWalk {
  /** Do not walk into an object that has the field (a reference's own fields, as groq-js's `references` does). */
  stopAtMatch?: boolean
}

export function fieldValues(value: unknown, field: string, options: FieldWalk = {}): Set<string> {
  const found = new Set<string>()
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item)
    } else if (node !== null && typeof node === 'object') {
      const own = (node as Record<string, unknown>)[field]
      if (typeof own === 'string' && own !== '') found.add(own)
      if (options.stopAtMatch && own) return
      for (const child of Object.values(node)) walk(child)
    }
  }
  walk(value)
  return found
}
