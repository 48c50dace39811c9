/**
 * Whether to offer another language (`lib/language-choice.ts`), decided after hydration; the notice's code
 * (`language-offer.tsx`) loads only when there is one to offer, so an English reader's first visit carries none of it.
 */
import type { LanguageCode } from '@escrova/schemas/languages'
import { lazy, Suspense, useEffect, useState } from 'react'
import { languageToOffer } from '../../lib/language-choice.ts'
import { usePageLanguages } from '../../lib/page-language.ts'

const LanguageOfferNotice = lazy(() => import('./language-offer.tsx'))

export function LanguageOffer() {
  const { language, languages } = usePageLanguages()
  const [offered, setOffered] = useState<LanguageCode | undefined>()
  useEffect(() => {
    setOffered(languageToOffer(language, languages, navigator.languages ?? [navigator.language]))
  }, [language, languages])
  if (!offered) return null
  return (
    <Suspense fallback={null}>
      <LanguageOfferNotice key={`${language} ${offered}`} offered={offered} />
    </Suspense>
  )
}
