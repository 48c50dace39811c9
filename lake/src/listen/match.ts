import { type ExprNode, evaluate, parse } from 'groq-js'
import type { SanityDocument } from '../types.ts'

export type DocumentMatcher = (doc: SanityDocument | null) => Promise<boolean>

/**
 * A listener's query (`*[_type == "post"]`, possibly with a projection) decides per document: the query is run over
 * a dataset holding just that document, and a non-empty result means it matches.
 */
export function compileMatcher(query: string, params: Record<string, unknown>): DocumentMatcher {
  const tree = parse(query, { params }) as ExprNode
  return async (doc) => {
    if (!doc) return false
    const value = await (await evaluate(tree, { dataset: [doc], params })).get()
    if (Array.isArray(value)) return value.length > 0
    return value !== null && value !== undefined && value !== false
  }
}
