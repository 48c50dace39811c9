/**
 * When the site shows a post, as GROQ filter fragments: the site's queries, its preview queries and the comments
 * function all build on these, so a comment can only land on a post a visitor can see. Plain strings (not
 * `defineQuery`): each use site wraps its whole query in `defineQuery`, and `sanity typegen` follows the import.
 */
import { IN_DEFAULT_LANGUAGE, IN_LANGUAGE } from '../translations.ts'

/** A post the site can give a page in its language: a title, a slug and at least one category. */
const POST_IS_WHOLE = `_type == "post" && defined(title) && defined(slug.current) && count(categories) > 0`

/** A post the site can give a page: an English one with a title, a slug and at least one category. */
export const POST_HAS_PAGE = `_type == "post" && ${IN_DEFAULT_LANGUAGE} && defined(title) && defined(slug.current) && count(categories) > 0`

// `dateTime()` compares instants, not strings, so a `+01:00` offset and a `Z` time order correctly.
/** Its publish time is set and has come. */
export const POST_IS_DUE = `defined(publishedAt) && dateTime(publishedAt) <= dateTime(now())`

/** A post visitors see: it has a page and it is due. */
export const VISIBLE_POST = `${POST_HAS_PAGE}
  && ${POST_IS_DUE}`

/** A post visitors see in the language `$language` (`/blogs/<slug>` in English, `/pcm/blogs/<slug>` in Pidgin). */
export const VISIBLE_POST_IN_LANGUAGE = `${POST_IS_WHOLE} && ${IN_LANGUAGE}
  && ${POST_IS_DUE}`

/** A post visitors see in any language: what a comment may land on (each translation has its own comments). */
export const VISIBLE_POST_IN_ANY_LANGUAGE = `${POST_IS_WHOLE}
  && ${POST_IS_DUE}`
