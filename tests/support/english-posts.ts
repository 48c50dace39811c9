import { IN_DEFAULT_LANGUAGE } from '@escrova/schemas/translations'

/**
 * A GROQ filter for the posts the site shows at `/blogs/<slug>`: English ones. A translation shares its original's slug
 * and shows only under its own language, so a test that picks a post to open or publish picks from these.
 */
export const ENGLISH_POST = `_type == "post" && ${IN_DEFAULT_LANGUAGE}`
