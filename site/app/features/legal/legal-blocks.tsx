/** A legal text (Portable Text as the Studio's legal editor allows it): paragraphs, lists, emphasis and safe links. */

import type { LegalText } from '@escrova/schemas/sanity.types'
import { PortableText, type PortableTextComponents } from '@portabletext/react'
import { safeLink } from '../blog/safe-href.ts'

const components: PortableTextComponents = {
  block: { normal: ({ children }) => <p>{children}</p> },
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
  marks: {
    link: ({ value, children }) => {
      const link = safeLink(value?.href)
      if (!link) return <span>{children}</span>
      return link.external ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a href={link.href}>{children}</a>
      )
    },
  },
}

export function LegalBlocks({ blocks }: { blocks: LegalText | null | undefined }) {
  if (!blocks || blocks.length === 0) return null
  return <PortableText value={blocks} components={components} onMissingComponent={false} />
}

/** `2024-05-01` → `May 2024`, as the page has always shown it (UTC, so the server and the browser agree). */
export function monthAndYear(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
