import { isVersionId, publishedIdOf } from '@escrova/schemas/ids'
import { type ExprNode, evaluate, parse } from 'groq-js'
import type { SanityDocument } from '../shared/types.ts'

export type DocumentMatcher = (doc: SanityDocument | null) => Promise<boolean>

/**
 * A listener's query (`*[_type == "post"]`, possibly with a projection) decides per document: the query is run over
 * a dataset holding just that document, and a non-empty result means it matches.
 *
 * With `includeAllVersions` (what the Studio's `listenQuery` asks for) a draft or a release version also matches when
 * it would under its published id, as hosted Sanity does: a listener on `*[_id == $id]` hears `drafts.<id>` change,
 * so the Studio refetches a draft-perspective query (Presentation's "Used on" banner) when the draft's slug is set.
 * The document as stored is tried too, so a filter on draft ids (`_id in path("drafts.**")`) still matches.
 * Without it, release versions (`versions.<release>.<id>`) are never heard, as on hosted Sanity: a listener written
 * before releases existed (`*[_type == "post"]`) does not take a version for a second copy of the post.
 */
export function compileMatcher(
  query: string,
  params: Record<string, unknown>,
  options: { includeAllVersions?: boolean } = {},
): DocumentMatcher {
  const tree = parse(query, { params }) as ExprNode
  const matches = async (doc: SanityDocument) => {
    const value = await (await evaluate(tree, { dataset: [doc], params })).get()
    if (Array.isArray(value)) return value.length > 0
    return value !== null && value !== undefined && value !== false
  }
  const includeAllVersions = Boolean(options.includeAllVersions)
  return async (doc) => {
    if (!doc || (!includeAllVersions && isVersionId(doc._id))) return false
    if (await matches(doc)) return true
    const publishedId = publishedIdOf(doc._id)
    return includeAllVersions && publishedId !== doc._id && matches({ ...doc, _id: publishedId })
  }
}
