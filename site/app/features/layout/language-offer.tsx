/**
 * The offer of another language: on a first visit whose browser asks for a language the site shows (or after a
 * choice made earlier), a small notice links to the same page in it. Never a redirect; dismissing it remembers the
 * page's language. Drawn after hydration only (the cached HTML is the same for every visitor), fixed at the bottom so
 * nothing moves.
 */
import { type LanguageCode, languageOf } from '@escrova/schemas/languages'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { CloseIcon } from '../../components/icons.tsx'
import { rememberLanguage } from '../../lib/language-choice.ts'
import { usePageLanguages } from '../../lib/page-language.ts'
import { useSamePageIn } from './language-switcher.tsx'

/** The notice itself; its code loads only for a visitor it is offered to (`LanguageOffer`). */
export default function LanguageOfferNotice({ offered: first }: { offered: LanguageCode }) {
  const { language } = usePageLanguages()
  const samePageIn = useSamePageIn()
  const [offered, setOffered] = useState<LanguageCode | undefined>(first)
  if (!offered) return null
  const { nativeName, tag } = languageOf(offered)
  return (
    <aside className="language-offer" aria-label="Language" lang={tag}>
      <Link
        to={samePageIn(offered)}
        hrefLang={tag}
        className="button button-primary"
        onClick={() => {
          rememberLanguage(offered)
          setOffered(undefined)
        }}
      >
        {nativeName}
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-label={`Keep ${languageOf(language).nativeName}`}
        onClick={() => {
          rememberLanguage(language)
          setOffered(undefined)
        }}
      >
        <CloseIcon />
      </button>
    </aside>
  )
}
