/**
 * The languages around the page, as the main layout's loader reads them: the page's own, and those shown to
 * visitors (`visibleLanguages`). The language switcher, `hreflang` and `og:locale` read them from the layout's data.
 */
import type { LanguageCode } from '@escrova/schemas/languages'
import { useRouteLoaderData } from 'react-router-dom'

export const MAIN_LAYOUT_ID = 'routes/main-layout'

export interface PageLanguage {
  language: LanguageCode
  /** Shown to visitors, English first. */
  languages: LanguageCode[]
}

/** A route's loader data may name the languages its page is in (a post: only those it is translated into). */
export interface PageLanguages {
  pageLanguages?: LanguageCode[]
}

const ENGLISH_ONLY: PageLanguage = { language: 'en', languages: ['en'] }

export function pageLanguageIn(layoutData: unknown): PageLanguage {
  const found = (layoutData as { pageLanguage?: PageLanguage } | undefined)?.pageLanguage
  return found ?? ENGLISH_ONLY
}

export function usePageLanguages(): PageLanguage {
  return pageLanguageIn(useRouteLoaderData(MAIN_LAYOUT_ID))
}
