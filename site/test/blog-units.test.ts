/** The blog's pure pieces: safe links, comment nesting, list parameters, the RSS document, the query endpoint. */
import { describe, expect, it } from 'vitest'
import { pageCountFor, readListParams } from '../app/features/blog/api.ts'
import { renderRss } from '../app/features/blog/rss.ts'
import { buildCommentTree } from '../app/features/comments/comments-api.ts'
import { contentClientConfig } from '../app/lib/content-config.ts'
import { queryEndpoint } from '../app/lib/content-fetch.ts'
import { normaliseSearch, pageSlice } from '../app/lib/queries.ts'
import { safeLink } from '../app/lib/safe-href.ts'

describe('safeLink', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '',
    42,
  ])('drops %j', (href) => {
    expect(safeLink(href)).toBeNull()
  })

  it('keeps web, mail, phone and site links, marking external ones', () => {
    expect(safeLink('https://example.com/a?b=1')).toEqual({
      href: 'https://example.com/a?b=1',
      external: true,
    })
    expect(safeLink('mailto:support@escrova.ng')).toEqual({
      href: 'mailto:support@escrova.ng',
      external: false,
    })
    expect(safeLink('tel:+2348001234567')).toEqual({ href: 'tel:+2348001234567', external: false })
    expect(safeLink('/terms')).toEqual({ href: '/terms', external: false })
    expect(safeLink('#section-2')).toEqual({ href: '#section-2', external: false })
  })
})

describe('comment tree', () => {
  it('nests replies under their parents and leaves out replies whose parent is not shown', () => {
    const tree = buildCommentTree([
      { _id: 'a', name: 'A', text: 'first', createdAt: '2025-01-01', parent: null },
      { _id: 'b', name: 'B', text: 'reply to a', createdAt: '2025-01-02', parent: 'a' },
      { _id: 'c', name: 'C', text: 'reply to b', createdAt: '2025-01-03', parent: 'b' },
      { _id: 'd', name: 'D', text: 'reply to a pending comment', createdAt: '2025-01-04', parent: 'pending' },
      { _id: 'e', name: 'E', text: 'second', createdAt: '2025-01-05', parent: null },
    ])
    expect(tree.map((n) => n._id)).toEqual(['a', 'e'])
    expect(tree[0].replies.map((n) => n._id)).toEqual(['b'])
    expect(tree[0].replies[0].replies.map((n) => n._id)).toEqual(['c'])
  })
})

describe('list parameters', () => {
  it('lower-cases and trims the search and reads the page', () => {
    expect(readListParams(new URLSearchParams('q=%20%20Escrow%20BASICS%20&page=3'))).toEqual({
      q: 'escrow basics',
      page: 3,
    })
    expect(readListParams(new URLSearchParams('page=-2'))).toEqual({ q: '', page: 1 })
    expect(readListParams(new URLSearchParams('page=abc'))).toEqual({ q: '', page: 1 })
    expect(normaliseSearch(null)).toBe('')
  })

  it('slices 21 posts a page and counts pages', () => {
    expect(pageSlice(1)).toEqual({ start: 0, end: 21 })
    expect(pageSlice(3)).toEqual({ start: 42, end: 63 })
    expect(pageCountFor(0)).toBe(1)
    expect(pageCountFor(21)).toBe(1)
    expect(pageCountFor(22)).toBe(2)
  })
})

describe('rss', () => {
  it('writes RSS 2.0 with escaped text and RFC 822 dates', () => {
    const xml = renderRss(
      { title: 'Escrova Blog', siteUrl: 'https://escrova.ng', description: 'News', language: 'en' },
      [
        {
          title: 'Fees & "charges" <explained>',
          slug: 'fees',
          publishedAt: '2026-10-27T08:30:00.000Z',
          description: 'No hidden charges\u0001',
          author: 'Adaeze',
          categories: ['Escrow Basics'],
        },
      ],
    )
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<title>Fees &amp; &quot;charges&quot; &lt;explained&gt;</title>')
    expect(xml).toContain('<link>https://escrova.ng/blogs/fees</link>')
    expect(xml).toContain('<pubDate>Tue, 27 Oct 2026 08:30:00 GMT</pubDate>')
    expect(xml).toContain('<description>No hidden charges</description>')
    expect(xml).toContain('<category>Escrow Basics</category>')
  })
})

describe('query endpoint', () => {
  it('talks to the local lake as configured and to the hosted API by project host name', () => {
    const local = contentClientConfig({ apiHost: 'http://127.0.0.1:7700', production: true })
    expect(queryEndpoint(local)).toBe('http://127.0.0.1:7700/v2025-01-08/data/query/production')
    const hosted = contentClientConfig({
      apiHost: 'https://api.sanity.io',
      projectId: 'abc123',
      production: true,
    })
    expect(queryEndpoint(hosted)).toBe('https://abc123.apicdn.sanity.io/v2025-01-08/data/query/production')
    const hostedFresh = contentClientConfig({
      apiHost: 'https://api.sanity.io',
      projectId: 'abc123',
      production: false,
    })
    expect(queryEndpoint(hostedFresh)).toBe('https://abc123.api.sanity.io/v2025-01-08/data/query/production')
  })
})
