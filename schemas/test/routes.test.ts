import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LanguageCode } from '@escrova/schemas/languages'
import {
  fixedPagesShowing,
  LISTED_DOCUMENT_PAGES,
  LISTED_STATIC_PATHS,
  type MainDocument,
  mainDocumentFilter,
  PUBLIC_PAGES,
  type PublicPage,
  pageOfDocument,
  pathFor,
} from '@escrova/schemas/routes'
import { schemaTypes } from '@escrova/schemas/schemaTypes/index'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'

const pages = PUBLIC_PAGES as readonly PublicPage[]
/** The seeded dataset: the documents Presentation's filters are asked of. */
const seed = readFileSync(join(import.meta.dirname, '../../lake/seed/dataset.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
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

  it.each([
    ['/', {}, { en: 'homePage', pcm: 'homePage-pcm', ha: null }],
    ['/services/:slug', { slug: 'escrow' }, { en: 'service-page-escrow', pcm: 'service-page-escrow-pcm' }],
    [
      '/blogs/:slug',
      { slug: 'keeping-your-account-safe' },
      { en: 'post-keeping-your-account-safe', pcm: 'post-keeping-your-account-safe-pcm', yo: null },
    ],
    ['/terms', {}, { en: 'legal-terms', pcm: null }],
  ] as const)(
    'gives Presentation the filter of %s’s main document in each language (the seed’s documents)',
    async (path, params, expected) => {
      const page = pages.find((candidate) => candidate.path === path) as PublicPage
      for (const [language, id] of Object.entries(expected)) {
        const main = mainDocumentFilter(page.main as MainDocument, language as LanguageCode)
        // As Presentation asks: the filter's own parameters, else the path's.
        const query = parse(`*[${main.filter}][0]._id`)
        const found = await (await evaluate(query, { dataset: seed, params: main.params ?? params })).get()
        expect(found, `${path} in ${language}`).toBe(id)
      }
    },
  )
})
