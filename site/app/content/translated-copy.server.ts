/**
 * A page's copy in another language: the translation's sections where it has them, and the English copy (with its
 * own fallbacks, `page-copy.server.ts`) for every section the translation lacks, leaves with a gap, or still holds in
 * English word for word (the Studio's translations start as a copy of the English document). The page marks those
 * sections `lang="en"` (`inEnglish`), so a screen reader reads them in English and nothing is ever blank.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@escrova/schemas/languages'
import { type CopyShape, gapsIn } from './copy-gaps.ts'
import type { CopyReader } from './page-copy.server.ts'

/**
 * The copy with the names of its top-level sections shown in English; `untranslated` when the page has no words of
 * its own in the language (no translation yet, or one still all in English).
 */
export type Translated<T> = T & { inEnglish?: string[]; untranslated?: boolean }

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export async function translatedCopy<T extends object>(
  reader: CopyReader,
  language: LanguageCode,
  english: () => Promise<T>,
  translation: {
    query: string
    params?: Record<string, unknown>
    shape: CopyShape
    /** Keys always the English document's: facts, not words (the fee rates the calculator computes with). */
    facts?: readonly string[]
  },
): Promise<Translated<T>> {
  if (language === DEFAULT_LANGUAGE) return english()
  const [englishCopy, translated]: [T | null, Record<string, unknown> | null] = await Promise.all([
    english(),
    reader
      .fetch<Record<string, unknown> | null>(translation.query, { ...translation.params, language })
      .catch(() => null),
  ])
  // A page English does not have either (an unknown slug): nothing to translate.
  if (!englishCopy) return englishCopy as unknown as Translated<T>
  const sections = Object.keys(englishCopy)
  if (!translated) return { ...englishCopy, inEnglish: sections, untranslated: true }
  const inEnglish: string[] = []
  let ownWords = 0
  const copy: Record<string, unknown> = { ...(englishCopy as Record<string, unknown>) }
  for (const key of sections) {
    if (translation.facts?.includes(key)) continue
    const gaps = gapsIn({ [key]: translated[key] }, translation.shape)
    if (gaps.length > 0 || same(translated[key], copy[key])) inEnglish.push(key)
    else {
      copy[key] = translated[key]
      ownWords += 1
    }
  }
  return { ...(copy as T), inEnglish, untranslated: ownWords === 0 }
}
