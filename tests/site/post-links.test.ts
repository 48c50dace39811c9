/**
 * A post whose slug has spaces or letters outside ASCII links to its page from every place that links posts: the blog
 * list, home's latest posts, the post page's sidebar, the RSS feed and the sitemap (each made by `pathFor`,
 * `@escrova/schemas/paths`), and each of those links opens the post, on the server and by a click in the browser.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { poll } from '../support/wait.ts'
import { gotoHydrated, openSiteSession, type SiteSession } from './helpers.ts'

/** The slugs an editor may type; the URLs expected are spelled out, not made by the code under test. */
const POSTS = [
  { slug: 'paying for goods with spaces', url: '/blogs/paying%20for%20goods%20with%20spaces' },
  { slug: 'ọjà àbọ̀ sàn', url: '/blogs/%E1%BB%8Dj%C3%A0%20%C3%A0b%E1%BB%8D%CC%80%20s%C3%A0n' },
  // Characters that mean something in a URL: unencoded, this link would end at "q&a: fees".
  { slug: 'q&a: fees? #1', url: '/blogs/q%26a%3A%20fees%3F%20%231' },
].map((post, index) => ({
  ...post,
  _id: `post-links-${index}`,
  title: `Odd slug number ${index + 1}: an escrow guide`,
}))

let s: SiteSession
beforeAll(async () => {
  s = await openSiteSession()
  const lake = s.site.lake
  if (!lake) throw new Error('the site session has no lake')
  const categoryId = await lake.client(null).fetch<string>('*[_type == "category"][0]._id')
  // The newest posts, so each list and the sidebar's three recent posts show them.
  const publishedAt = new Date(Date.now() - 60_000).toISOString()
  const tx = lake.client('write').transaction()
  for (const post of POSTS) {
    tx.createOrReplace({
      _id: post._id,
      _type: 'post',
      title: post.title,
      slug: { _type: 'slug', current: post.slug },
      categories: [{ _type: 'reference', _ref: categoryId, _key: 'c1' }],
      publishedAt,
      excerpt: 'How escrow keeps the money safe until the goods arrive.',
    })
  }
  await tx.commit()
}, 600_000)
afterAll(async () => {
  await s?.close()
})

async function body(path: string) {
  const response = await fetch(s.site.url + path)
  expect(response.status, path).toBe(200)
  return response.text()
}

/**
 * The post URLs a page links (`href`) or a feed names (`<link>`, `<loc>`) as written (entities undone, the site's
 * origin dropped): not normalised by a URL parser, which would encode what the page left unencoded.
 */
function linkedPostPaths(text: string): string[] {
  return [...text.matchAll(/(?:href="|<link>|<loc>)([^"<]*\/blogs\/[^"<]+)/g)].map((m) =>
    m[1].replace(/&amp;/g, '&').replace(/^https?:\/\/[^/]+/, ''),
  )
}

const PLACES: [string, string][] = [
  ['the blog list', '/blogs'],
  ['home’s latest posts', '/'],
  ['the post page’s sidebar', '/blogs/what-escrow-means-in-plain-terms'],
  ['the RSS feed', '/rss.xml'],
  ['the sitemap', '/sitemap.xml'],
]

describe.each(PLACES)('%s', (_, place) => {
  test('links each odd slug by its encoded URL, which opens the post', async () => {
    const linked = linkedPostPaths(await body(place))
    for (const post of POSTS) {
      expect(linked).toContain(post.url)
      expect(await body(post.url)).toContain(post.title)
    }
  })
})

test('a click on home’s card and on the sidebar’s link opens the post in the browser', async () => {
  const page = await s.page()
  await gotoHydrated(page, s.site.url)
  await page.locator('.blog-carousel').getByRole('link', { name: POSTS[1].title }).first().click()
  await poll(() => new URL(page.url()).pathname).toBe(POSTS[1].url)
  await poll(() => page.locator('main h1').textContent()).toBe(POSTS[1].title)
  await page.locator('.post-sidebar').getByRole('link', { name: POSTS[0].title }).click()
  await poll(() => new URL(page.url()).pathname).toBe(POSTS[0].url)
  await poll(() => page.locator('main h1').textContent()).toBe(POSTS[0].title)
  await page.context().close()
})
