/**
 * Which document types each section of the desk reaches, derived from the schema's own groups
 * (`@escrova/schemas/schemaTypes/index`: `blogTypes`, `siteContentTypes`) rather than written out again here: a new
 * site document type gets its list in the Site section, a new blog type its list under Blog, and anything in no
 * section still gets a plain list at the root.
 */
import { blogTypes, comment, siteContentTypes, waitListApplication } from '@escrova/schemas/schemaTypes/index'
import { isSingletonType } from '@escrova/schemas/schemaTypes/singletons/index'

/** The little of a schema type the lists read. */
export interface ListedType {
  name: string
  type: string
  title?: string
}

export interface DocumentList {
  type: string
  /** The list's title: the type's title in the plural ("FAQ item" → "FAQ items"). */
  title: string
}

/** English plural of a type's title, for a list of its documents. */
export function pluralTitle(title: string): string {
  if (/[^aeiou]y$/i.test(title)) return `${title.slice(0, -1)}ies`
  if (/(s|x|z|ch|sh)$/i.test(title)) return `${title}es`
  return `${title}s`
}

/** The document types among `types` (objects and arrays are parts of documents, not listed). */
export function documentTypeNames(types: readonly ListedType[]): string[] {
  return types.filter((type) => type.type === 'document').map((type) => type.name)
}

/** One plain list per document type that has many documents (singletons open their one document instead). */
export function documentLists(types: readonly ListedType[]): DocumentList[] {
  return types
    .filter((type) => type.type === 'document' && !isSingletonType(type.name))
    .map((type) => ({ type: type.name, title: pluralTitle(type.title ?? type.name) }))
}

/** Blog: the posts (their own lists by publishing state), then one list per thing posts point at. */
export const BLOG_LISTS = documentLists(blogTypes).filter((list) => list.type !== 'post')

/** Site copy that comes many to a page: a plain list each, editable and orderable from the pages that use them. */
export const SITE_LISTS = documentLists(siteContentTypes)

/** Every type the Site section reaches (singletons and lists), so the root list does not show them a second time. */
export const SITE_TYPES = documentTypeNames(siteContentTypes)

/** Types reached through the job sections (Blog, Moderation, Applications, Site); the rest get a plain root list. */
export const ORGANISED_TYPES: ReadonlySet<string> = new Set([
  ...documentTypeNames(blogTypes),
  comment.name,
  waitListApplication.name,
  ...SITE_TYPES,
])
