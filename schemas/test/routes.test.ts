import {
  fixedPagesShowing,
  LISTED_DOCUMENT_PAGES,
  LISTED_STATIC_PATHS,
  mainDocumentFilter,
  PUBLIC_PAGES,
  type PublicPage,
  pageOfDocument,
  pathFor,
} from '@escrova/schemas/routes'
import { schemaTypes } from '@escrova/schemas/schemaTypes/index'
import { describe, expect, it } from 'vitest'

const pages = PUBLIC_PAGES as readonly PublicPage[]
const documentTypes = new Set(
  schemaTypes.filter((type) => type.type === 'document').map((type) => type.name as string),
)

describe('the route map', () => {
  it('names each page once, each path once, and only document types the Studio has', () => {
    expect(new Set(pages.map((page) => page.key)).size).toBe(pages.length)
    const paths = pages.flatMap((page) => [page.path, ...(page.aliases ?? [])])
    expect(new Set(paths).size).toBe(paths.length)
    for (const page of pages) {
      for (const type of page.shows) expect(documentTypes, `${page.path} shows ${type}`).toContain(type)
      if (page.main && 'type' in page.main) expect(documentTypes).toContain(page.main.type)
    }
  })

  it('lists the canonical fixed pages in the sitemap; aliases, the form and per-document patterns left out', () => {
    expect(LISTED_STATIC_PATHS).toEqual([
      '/',
      '/about-us',
      '/all-services',
      '/blogs',
      '/contact',
      '/terms',
      '/privacy-policy',
    ])
    expect(LISTED_DOCUMENT_PAGES.map((page) => page.path)).toEqual(['/services/:slug', '/blogs/:slug'])
  })

  it('finds a document’s page by its slug: its own under a pattern, a fixed one by its fixed slug', () => {
    expect(pageOfDocument('servicePage', 'voting')?.path).toBe('/services/voting')
    expect(pageOfDocument('legalPage', 'terms')?.path).toBe('/terms')
    expect(pageOfDocument('legalPage', 'privacy-policy')?.path).toBe('/privacy-policy')
    expect(pageOfDocument('legalPage', 'cookies')).toBeUndefined()
    expect(pathFor({ path: '/services/:slug' }, 'escrow')).toBe('/services/escrow')
    expect(() => pathFor({ path: '/services/:slug' })).toThrow('needs a slug')
  })

  it('lists where every document of a type shows, not the pages about one document', () => {
    expect(fixedPagesShowing('servicePage').map((page) => page.path)).toEqual(['/all-services'])
    expect(fixedPagesShowing('legalPage')).toEqual([])
    expect(fixedPagesShowing('siteSettings').map((page) => page.path)).toEqual([
      '/about-us',
      '/blogs',
      '/wait-list',
      '/contact',
    ])
  })

  it('gives Presentation the GROQ filter of each page’s main document', () => {
    expect(mainDocumentFilter({ id: 'homePage' })).toBe('_id == "homePage"')
    expect(mainDocumentFilter({ type: 'servicePage', slug: ':slug' })).toBe(
      '_type == "servicePage" && slug.current == $slug',
    )
    expect(mainDocumentFilter({ type: 'legalPage', slug: 'terms' })).toBe(
      '_type == "legalPage" && slug.current == "terms"',
    )
  })
})
