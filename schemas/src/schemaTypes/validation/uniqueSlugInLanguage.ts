import { draftIdOf, publishedIdOf } from '@escrova/schemas/ids'
import { DEFAULT_LANGUAGE } from '@escrova/schemas/languages'
import { SLUG_TAKEN_IN_LANGUAGE_QUERY } from '@escrova/schemas/queries/slugs'
import { CONTENT_API } from '@escrova/schemas/settings'
import type { SlugIsUniqueValidator } from 'sanity'

/**
 * A translated type's slug is unique within its language: the translation plugin copies the English slug into each
 * translation, and the site finds the page by slug and language. Replaces Sanity's default check, which would call the
 * translation's slug taken.
 */
export const isUniqueInLanguage: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context
  if (!document) return true
  const id = publishedIdOf(document._id)
  const language = typeof document.language === 'string' ? document.language : DEFAULT_LANGUAGE
  const count = await getClient({ apiVersion: CONTENT_API.apiVersion }).fetch<number>(
    SLUG_TAKEN_IN_LANGUAGE_QUERY,
    { type: document._type, slug, language, id, draftId: draftIdOf(id) },
    { perspective: 'raw' },
  )
  return count === 0
}
