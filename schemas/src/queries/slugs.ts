/**
 * The Studio schema's slug check for translated documents, typed by `npm run typegen -w @escrova/studio` like the
 * parts' query modules.
 */
import { defineQuery } from 'groq'

/**
 * How many other documents of the type (published or draft) use the slug in the same language: a translation keeps its
 * English original's slug (`/blogs/<slug>` in every language), so only the same language can clash. Params: `type`,
 * `slug`, `language`, `id` (published id), `draftId`.
 */
export const SLUG_TAKEN_IN_LANGUAGE_QUERY = defineQuery(
  `count(*[_type == $type && slug.current == $slug && coalesce(language, "en") == $language
    && !(_id in [$id, $draftId]) && !(_id in path("versions.**"))])`,
)
