import { siteContentTypes } from '@escrova/schemas/schemaTypes/index'
import { describe, expect, it } from 'vitest'
import {
  BLOG_LISTS,
  documentLists,
  ORGANISED_TYPES,
  pluralTitle,
  SITE_LISTS,
  SITE_TYPES,
} from '../structure/type-lists.ts'

describe('the desk’s type lists, derived from the schema', () => {
  it('are the lists the Studio showed when they were written by hand', () => {
    expect(BLOG_LISTS).toEqual([
      { type: 'author', title: 'Authors' },
      { type: 'category', title: 'Categories' },
      { type: 'tag', title: 'Tags' },
    ])
    expect(SITE_LISTS).toEqual([
      { type: 'faqItem', title: 'FAQ items' },
      { type: 'testimonial', title: 'Testimonials' },
      { type: 'partner', title: 'Partners' },
      { type: 'service', title: 'Services' },
      { type: 'servicePage', title: 'Service pages' },
      { type: 'legalPage', title: 'Legal pages' },
    ])
    expect(SITE_TYPES).toEqual([
      'siteSettings',
      'homePage',
      'aboutPage',
      'servicesPage',
      'pricing',
      'faqItem',
      'testimonial',
      'partner',
      'service',
      'servicePage',
      'legalPage',
    ])
    expect([...ORGANISED_TYPES].sort()).toEqual(
      ['post', 'author', 'category', 'tag', 'comment', 'waitListApplication', ...SITE_TYPES].sort(),
    )
  })

  it('a new site document type gets its own list; objects and singletons do not', () => {
    const pressRelease = { name: 'pressRelease', title: 'Press release', type: 'document' }
    const lists = documentLists([...siteContentTypes, pressRelease, { name: 'quote', type: 'object' }])
    expect(lists.at(-1)).toEqual({ type: 'pressRelease', title: 'Press releases' })
    expect(lists).toHaveLength(SITE_LISTS.length + 1)
  })

  it('titles lists in the plural', () => {
    expect(['FAQ item', 'Category', 'Day', 'Address', 'Branch'].map(pluralTitle)).toEqual([
      'FAQ items',
      'Categories',
      'Days',
      'Addresses',
      'Branches',
    ])
  })
})
