/**
 * Ids and links made from content: ids are slugs (`slug.ts`), never holding whitespace, unique on a page; every link
 * to a page per document goes through `pathFor` (`paths.ts`), which encodes the slug once, so a slug with spaces or
 * letters outside ASCII reaches its page. The pages themselves: `tests/site/post-links.test.ts`, `tests/site/a11y.test.ts`.
 */
import { POST_PAGE, pathFor, SERVICE_PAGE } from '@escrova/schemas/paths'
import { PUBLIC_PAGES, pageOfDocument } from '@escrova/schemas/routes'
import { slugify, uniqueSlugs } from '@escrova/schemas/slug'
import { describe, expect, it } from 'vitest'

describe('slugify', () => {
  it('makes an id of a heading’s words: lower case, hyphens, no whitespace', () => {
    expect(slugify('How escrow checkout works')).toBe('how-escrow-checkout-works')
    expect(slugify('  Fees & charges (2026)?  ')).toBe('fees-charges-2026')
    expect(slugify('Tab\tand\nnew line')).toBe('tab-and-new-line')
    expect(slugify('What’s new')).toBe('what-s-new')
  })

  it('keeps letters of any script, accents included', () => {
    expect(slugify('Ọjà Àbọ̀')).toBe('ọjà-àbọ̀')
    expect(slugify('Résumé')).toBe('résumé')
    expect(slugify('安全 付款')).toBe('安全-付款')
  })

  it('leaves a valid anchor as it is, so links to anchors stay true', () => {
    for (const anchor of ['voting', 'section-2', 'data-rights']) expect(slugify(anchor)).toBe(anchor)
  })
})

describe('uniqueSlugs', () => {
  it('numbers a repeated slug after the first and names an empty one', () => {
    expect(uniqueSlugs(['FAQ', 'faq', 'Faq!', '???', ''])).toEqual([
      'faq',
      'faq-2',
      'faq-3',
      'section',
      'section-2',
    ])
  })

  it('never yields whitespace', () => {
    for (const id of uniqueSlugs([' a b ', '\u00a0c\u2003d', 'e\u200bf'])) expect(id).not.toMatch(/\s/)
  })
})

describe('pathFor', () => {
  it('encodes the slug, once', () => {
    expect(pathFor(POST_PAGE, 'escrow-basics')).toBe('/blogs/escrow-basics')
    expect(pathFor(POST_PAGE, 'hello world')).toBe('/blogs/hello%20world')
    expect(pathFor(POST_PAGE, 'ọjà')).toBe('/blogs/%E1%BB%8Dj%C3%A0')
    expect(pathFor(POST_PAGE, 'a/b?c#d')).toBe('/blogs/a%2Fb%3Fc%23d')
    expect(decodeURIComponent(pathFor(SERVICE_PAGE, 'ọjà àbọ̀').slice('/services/'.length))).toBe('ọjà àbọ̀')
  })

  it('is the route map’s patterns, and the route map’s own links use it', () => {
    const paths = PUBLIC_PAGES.map((page) => page.path as string)
    expect(paths).toContain(POST_PAGE.path)
    expect(paths).toContain(SERVICE_PAGE.path)
    expect(pageOfDocument('servicePage', 'my page')?.path).toBe('/services/my%20page')
  })
})
