/**
 * The language switcher (header and mobile drawer): each language shown to visitors, leading to the same page in it,
 * or to its home when the page is not in that language (a post not translated). Choosing one is remembered
 * (`lib/language-choice.ts`). Hidden while English is the only language shown.
 */
import { languageOfPath, localizedPath } from '@escrova/schemas/language-paths'
import { type LanguageCode, languageOf } from '@escrova/schemas/languages'
import { Link, useLocation, useMatches } from 'react-router-dom'
import { rememberLanguage } from '../../lib/language-choice.ts'
import { type PageLanguages, usePageLanguages } from '../../lib/page-language.ts'

/** Where the page being read is in `target`: the same page when it is in that language, else that language's home. */
export function useSamePageIn(): (target: LanguageCode) => string {
  const { pathname, search } = useLocation()
  const pageLanguages = (useMatches().at(-1)?.loaderData as PageLanguages | null | undefined)?.pageLanguages
  const englishPath = languageOfPath(pathname).path
  return (target) =>
    !pageLanguages || pageLanguages.includes(target)
      ? localizedPath(target, englishPath + search)
      : localizedPath(target, '/')
}

export function LanguageSwitcher({ className, onPick }: { className?: string; onPick?: () => void }) {
  const { language: current, languages } = usePageLanguages()
  const samePageIn = useSamePageIn()
  if (languages.length < 2) return null
  return (
    <nav className={`language-switcher ${className ?? ''}`} aria-label="Language">
      <ul className="language-list">
        {languages.map((code) => {
          const { nativeName, tag } = languageOf(code)
          return (
            <li key={code}>
              <Link
                to={samePageIn(code)}
                className="language-link"
                lang={tag}
                hrefLang={tag}
                aria-current={code === current ? 'true' : undefined}
                data-language={code}
                onClick={() => {
                  rememberLanguage(code)
                  onPick?.()
                }}
              >
                {nativeName}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
