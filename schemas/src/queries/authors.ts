/**
 * The Studio schema's own GROQ (the author form's validation), typed by `npm run typegen -w @escrova/studio` like
 * the parts' query modules.
 */
import { defineQuery } from 'groq'

/**
 * How many authors other than this one (published or draft) use the username, ignoring case. Params: `username`,
 * `id` (published id), `draftId`.
 */
export const USERNAME_TAKEN_QUERY = defineQuery(
  `count(*[_type == "author" && lower(username) == lower($username) && !(_id in [$id, $draftId])])`,
)
