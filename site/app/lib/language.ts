/**
 * The page's language, read from its path (`@escrova/schemas/language-paths`): the same answer in a loader (from
 * the request) and in a component (from the location), so server and browser never disagree.
 */
import { languageOfPath, localizedPath } from '@escrova/schemas/language-paths'
import type { LanguageCode } from '@escrova/schemas/languages'
import { useLocation } from 'react-router-dom'

export const languageOfRequest = (request: Request): LanguageCode =>
  languageOfPath(new URL(request.url).pathname).language

export function usePageLanguage(): LanguageCode {
  return languageOfPath(useLocation().pathname).language
}

/** Links within the page's language: `to('/blogs')` is `/pcm/blogs` on a Pidgin page. */
export function useLocalized(): (path: string) => string {
  const language = usePageLanguage()
  return (path) => localizedPath(language, path)
}
