/** Filters about translations, read where the plugin's links matter more than the documents' ids. */
import { TRANSLATION_METADATA_TYPE } from '../translations.ts'

/**
 * Presentation's filter of a singleton's translation: the document the translations plugin's metadata links to the
 * English singleton `$id` in `$language`, whatever its own id. Params: `id`, `language`.
 */
export const SINGLETON_TRANSLATION_FILTER = `_id == *[_type == "${TRANSLATION_METADATA_TYPE}" && references($id)][0].translations[language == $language][0].value._ref`
