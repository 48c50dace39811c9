/**
 * Words shown in English on a page in another language (not translated yet): marked `lang="en"` so screen readers
 * and search engines read them as English. The wrapper takes no box of its own (`display: contents`).
 */
import type { ReactNode } from 'react'

export function InEnglish({ when, children }: { when: boolean; children: ReactNode }) {
  if (!when) return children
  return (
    <div lang="en" className="in-english">
      {children}
    </div>
  )
}

/** Whether a section of copy read in another language is shown in English (`content/translated-copy.server.ts`). */
export const shownInEnglish = (copy: { inEnglish?: string[] } | null | undefined, section: string) =>
  copy?.inEnglish?.includes(section) === true

/** `lang="en"` for an element whose words are English on a page in another language, else nothing. */
export const englishLang = (copy: { inEnglish?: string[] } | null | undefined, section: string) =>
  shownInEnglish(copy, section) ? 'en' : undefined
