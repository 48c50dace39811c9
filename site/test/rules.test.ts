/** Unit tests of the site's pure rules: store redirect, title cut, sitemap/robots, CSP hashes, content config. */
import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { cutTitle } from '../app/features/home/latest-posts.ts'
import { contentClientConfig } from '../app/lib/content-config.ts'
import { SITEMAP_DOCUMENT_QUERIES } from '../app/lib/queries.ts'
import { SITE_FACTS } from '../app/lib/site-facts.ts'
import { renderRobots, renderSitemap, staticSitemapEntries } from '../app/lib/sitemap.ts'
import { SITEMAP_DOCUMENT_PAGES } from '../app/lib/sitemap-documents.ts'
import { storePlatformFor, storeUrlFor } from '../app/lib/store-redirect.ts'
import { THEME_INIT_SCRIPT } from '../app/lib/theme-script.ts'
import { buildCsp, inlineScriptHashes } from '../server/csp.ts'

describe('store redirect rule', () => {
  test.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)', 0, 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)', 0, 'ios'],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X)', 0, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.5 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.5 Safari/605.1.15', 0, 'android'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5, 'android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 0, 'android'],
    ['', 0, 'android'],
  ] as const)('%s (%i touch points) -> %s', (ua, touch, platform) => {
    expect(storePlatformFor(ua, touch)).toBe(platform)
    expect(storeUrlFor(ua, touch)).toBe(
      platform === 'ios' ? SITE_FACTS.iosStoreUrl : SITE_FACTS.androidStoreUrl,
    )
  })

  test('a badge that names its store keeps it on any device', () => {
    expect(storeUrlFor('Mozilla/5.0 (Linux; Android 14)', 0, 'ios')).toBe(SITE_FACTS.iosStoreUrl)
    expect(storeUrlFor('Mozilla/5.0 (iPhone)', 0, 'android')).toBe(SITE_FACTS.androidStoreUrl)
  })
})

test('home titles are cut to 60 characters followed by ...', () => {
  expect(cutTitle('a'.repeat(60))).toBe('a'.repeat(60))
  expect(cutTitle('a'.repeat(61))).toBe(`${'a'.repeat(60)}...`)
  expect(cutTitle('')).toBe('')
  // In the Studio's frame a title ends in an invisible edit link: the words are cut, the link kept whole.
  const link = '\u200B\u200C\u200D\uFEFF'.repeat(8)
  expect(cutTitle(`${'a'.repeat(61)}${link}`)).toBe(`${'a'.repeat(60)}...${link}`)
  expect(cutTitle(`${'a'.repeat(60)}${link}`)).toBe(`${'a'.repeat(60)}${link}`)
})

test('a home title counts an emoji or a letter outside the BMP as one character and never cuts one in two', () => {
  for (const character of ['😀', '𝒜']) {
    expect(cutTitle(character.repeat(60))).toBe(character.repeat(60))
    expect(cutTitle(character.repeat(61))).toBe(`${character.repeat(60)}...`)
  }
  // 59 letters then an emoji: the 60th character is the whole emoji.
  expect(cutTitle(`${'a'.repeat(59)}😀😀`)).toBe(`${'a'.repeat(59)}😀...`)
})

describe('sitemap and robots', () => {
  test('static pages, escaped, absolute', () => {
    const entries = staticSitemapEntries()
    expect(entries.map((e) => e.path)).toContain('/privacy-policy')
    expect(entries.map((e) => e.path)).not.toContain('/privacy')
    const xml = renderSitemap([{ path: '/a?b=1&c=<2>', lastmod: '2026-01-01' }], 'https://example.ng')
    expect(xml).toContain('<loc>https://example.ng/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2026-01-01</lastmod>')
    expect(renderRobots('https://example.ng')).toContain('Sitemap: https://example.ng/sitemap.xml')
  })

  test("every per-document page of the route map has its type's sitemap query", () => {
    const types = SITEMAP_DOCUMENT_PAGES.map((page) => page.main.type)
    expect(types).toContain('servicePage')
    for (const type of types) expect(SITEMAP_DOCUMENT_QUERIES[type]).toContain(`_type == "${type}"`)
  })
})

describe('Content-Security-Policy', () => {
  test('hashes exactly the inline scripts of the page, including the theme script', () => {
    const html = `<script>${THEME_INIT_SCRIPT}</script><script src="/assets/a.js"></script><script type="module">import "/x.js"</script>`
    const expected = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([expected(THEME_INIT_SCRIPT), expected('import "/x.js"')])
    const csp = buildCsp(html, ['http://127.0.0.1:7700'])
    expect(csp).toContain(`script-src 'self' ${expected(THEME_INIT_SCRIPT)}`)
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:7700")
    expect(csp).not.toContain("'unsafe-inline' 'sha")
    expect(csp).toContain("object-src 'none'")
  })
})

describe('content client config', () => {
  test('the local lake: no project host name, no CDN, published perspective, no token', () => {
    const config = contentClientConfig({ apiHost: 'http://127.0.0.1:7700/', production: true })
    expect(config).toMatchObject({
      apiHost: 'http://127.0.0.1:7700',
      useProjectHostname: false,
      useCdn: false,
      perspective: 'published',
      projectId: 'escrova',
      dataset: 'production',
      apiVersion: '2025-01-08',
    })
    expect(config).not.toHaveProperty('token')
  })

  test('the hosted API: project host name, CDN in production only', () => {
    expect(contentClientConfig({ apiHost: 'https://api.sanity.io', production: true })).toMatchObject({
      useProjectHostname: true,
      useCdn: true,
    })
    expect(contentClientConfig({ apiHost: 'https://api.sanity.io', production: false }).useCdn).toBe(false)
  })
})
