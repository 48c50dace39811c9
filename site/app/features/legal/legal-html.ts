/**
 * Legal text (Portable Text: paragraphs, bullet and numbered lists, bold, italics, links) rendered to HTML in the
 * loader, so the legal pages ship their words as data and no Portable Text renderer in their JavaScript (only the
 * loaders and the Studio frame's preview chunk import this). Text is
 * escaped by the renderer; a link keeps only a safe href (the blog's rule), otherwise its text alone is shown.
 */
import type { LegalText } from '@escrova/schemas/sanity.types'
import { escapeHTML, type PortableTextHtmlComponents, toHTML } from '@portabletext/to-html'
import { safeLink } from '../../lib/safe-href.ts'

const components: Partial<PortableTextHtmlComponents> = {
  marks: {
    link: ({ value, children }) => {
      const link = safeLink(value?.href)
      if (!link) return `<span>${children}</span>`
      const href = escapeHTML(link.href)
      return link.external
        ? `<a href="${href}" target="_blank" rel="noopener noreferrer">${children}</a>`
        : `<a href="${href}">${children}</a>`
    },
  },
}

export function legalHtml(blocks: LegalText | null | undefined): string {
  return blocks && blocks.length > 0 ? toHTML(blocks, { components, onMissingComponent: false }) : ''
}

type LegalPage = { intro?: LegalText | null; sections: { body: LegalText | null }[] }

/** The page with its intro and each section's body as HTML. */
export function withLegalHtml<Page extends LegalPage>(page: Page) {
  type Section = Page['sections'][number]
  const { intro, sections, ...rest } = page
  return {
    ...rest,
    introHtml: legalHtml(intro),
    sections: sections.map((section: Section) => {
      const { body, ...fields } = section
      return { ...fields, html: legalHtml(body) }
    }),
  }
}
