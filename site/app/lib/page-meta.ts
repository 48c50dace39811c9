/**
 * Head tags for a page: title from the route (spec §2.1: deepest route wins, brand by default), description,
 * Open Graph and canonical URL. Every route's `meta` export calls this so crawlers get them in the static HTML.
 */
import type { MetaDescriptor } from 'react-router-dom'
import { SITE_FACTS } from './site-facts.ts'

export const DEFAULT_DESCRIPTION =
  'Escrova holds the buyer’s funds until the terms of a deal are met, then pays the seller. Escrow checkout, payment links, invoicing, bill payments and virtual cards for merchants and shoppers in Nigeria.'

export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_FACTS.brand}` : SITE_FACTS.brand
}

export function pageMeta(options: { title?: string; description?: string; path: string }): MetaDescriptor[] {
  const title = documentTitle(options.title)
  const description = options.description ?? DEFAULT_DESCRIPTION
  const url = `${SITE_FACTS.siteUrl}${options.path}`
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_FACTS.brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: `${SITE_FACTS.siteUrl}/og-image.png` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { tagName: 'link', rel: 'canonical', href: url },
  ]
}

/** Route `handle` carrying the title the shared hero header shows. */
export interface RouteHandle {
  title?: string
}
