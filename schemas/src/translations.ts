/**
 * What is translated and how. Posts, service pages and legal pages are documents per language, linked as
 * translations of one another by Sanity's `@sanity/document-internationalization` plugin (its `translation.metadata`
 * documents). The site's copy is translated the same way, a whole document per language, rather than field by field
 * with `sanity-plugin-internationalized-array`: a page's words are published (or put in a release) together in each
 * language, a translator's draft never touches the English document, every query and TypeGen type keeps its shape,
 * and a visitor downloads only their language's words. Each translated type has the plugin's `language` field; an
 * English document made before languages existed has none, and counts as English.
 */
import { DEFAULT_LANGUAGE } from './languages.ts'

/** Translated through the plugin, a document per language. */
export const TRANSLATED_TYPES = [
  'post',
  'servicePage',
  'legalPage',
  'faqItem',
  'testimonial',
  'siteSettings',
  'homePage',
  'aboutPage',
  'servicesPage',
  'pricing',
] as const

export type TranslatedType = (typeof TRANSLATED_TYPES)[number]

/** The plugin's field naming a document's language, and its link documents' type. */
export const LANGUAGE_FIELD = 'language'
export const TRANSLATION_METADATA_TYPE = 'translation.metadata'

/**
 * GROQ: the document is English (one made before languages existed has no `language`). The site's queries of
 * translated documents by slug or in lists hold it, so a translation (which the plugin makes with its English
 * original's slug) never stands in for the English page or joins an English list.
 */
export const IN_DEFAULT_LANGUAGE = `coalesce(${LANGUAGE_FIELD}, "${DEFAULT_LANGUAGE}") == "${DEFAULT_LANGUAGE}"`

/** GROQ: the document is in the language `$language` (an English one may have no `language`). */
export const IN_LANGUAGE = `coalesce(${LANGUAGE_FIELD}, "${DEFAULT_LANGUAGE}") == $language`
