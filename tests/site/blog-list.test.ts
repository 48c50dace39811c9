/**
 * /blogs in Chromium against the seeded lake: newest first, 21 per page with Previous / Next and "Page X of Y",
 * search by title, author and category from ?q=, the empty and error states, and no axe violations.
 */
import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOG_LIST_QUERY, POSTS_PER_PAGE, pageSlice, RSS_ITEMS } from '../../site/app/lib/queries.ts'
import { poll } from '../support/wait.ts'
import { type BlogStack, startBlogStack } from './blog-stack.ts'
import { gotoHydrated } from './helpers.ts'

let stack: BlogStack

// The site build is shared by the run and may be waiting for another worker's build.
beforeAll(async () => {
  stack = await startBlogStack()
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

async function visibleTitles(
  stack: BlogStack,
  q = '',
  page = 1,
): Promise<{ total: number; titles: string[] }> {
  const result = await stack.lake
    .client(null)
    .fetch<{ total: number; posts: { title: string }[] }>(BLOG_LIST_QUERY, {
      q,
      language: 'en',
      ...pageSlice(page),
    })
  return { total: result.total, titles: result.posts.map((p) => p.title) }
}

describe('blog list', () => {
  it('pages through more than 21 posts, newest first, with Previous / Next and Page X of Y', async () => {
    const { total, titles } = await visibleTitles(stack)
    expect(total).toBeGreaterThan(POSTS_PER_PAGE)
    const pages = Math.ceil(total / POSTS_PER_PAGE)

    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs`)
    const cards = page.locator('.blog-card')
    await poll(() => cards.count()).toBe(POSTS_PER_PAGE)
    expect(await page.locator('.blog-card-title').allTextContents()).toEqual(titles)
    // Newest first: the badges' dates never increase down the page.
    const dates = await page
      .locator('.blog-card-date')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')))
    expect(dates.map((d) => Date.parse(d as string))).toEqual(
      [...dates.map((d) => Date.parse(d as string))].sort((a, b) => b - a),
    )

    await poll(() => page.getByText(`Page 1 of ${pages}`).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true)

    await page.getByRole('button', { name: 'Next' }).click()
    await poll(() => page.getByText(`Page 2 of ${pages}`).isVisible()).toBe(true)
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    const second = await visibleTitles(stack, '', 2)
    await poll(() => page.locator('.blog-card-title').allTextContents()).toEqual(second.titles)
    expect(await page.getByRole('button', { name: 'Previous' }).isEnabled()).toBe(true)
    if (pages === 2) expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)

    await page.getByRole('button', { name: 'Previous' }).click()
    await poll(() => page.locator('.blog-card-title').allTextContents()).toEqual(titles)
    await page.context().close()
  })

  it('opens ?page=2 directly (served the page-1 HTML, then loads its own page)', async () => {
    const second = await visibleTitles(stack, '', 2)
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs?page=2`)
    await poll(() => page.locator('.blog-card-title').allTextContents()).toEqual(second.titles)
    await page.context().close()
  })

  it('shows each card as the product rules say: image, day and month, author username, first category, Read More', async () => {
    type Card = { slug: string; author: { username: string }; category: string; publishedAt: string }
    const {
      posts: [first],
    } = await stack.lake
      .client(null)
      .fetch<{ posts: Card[] }>(BLOG_LIST_QUERY, { q: '', language: 'en', ...pageSlice(1) })
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs`)
    const card = page.locator('.blog-card').first()
    await poll(() => card.locator('.blog-card-author').textContent()).toBe(`By ${first.author.username}`)
    expect(await card.locator('.blog-card-category').textContent()).toBe(first.category)
    const day = new Intl.DateTimeFormat('en-GB', { day: '2-digit', timeZone: 'Africa/Lagos' }).format(
      new Date(first.publishedAt),
    )
    expect(await card.locator('.blog-card-day').textContent()).toBe(day)
    expect(await card.locator('.blog-card-month').textContent()).toMatch(/^[A-Z][a-z]{2}$/)
    const image = card.locator('img')
    expect(await image.getAttribute('srcset')).toMatch(/ 320w, .* 640w/)
    await poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    )
    const more = card.getByRole('link', { name: /^Read More/ })
    expect(await more.getAttribute('href')).toBe(`/blogs/${first.slug}`)
    await more.click()
    await page.waitForURL(`**/blogs/${first.slug}`)
    await page.context().close()
  })

  it.each([
    ['title', 'Milestone payments', 'Milestone payments for freelance projects'],
    ['author name', '  TUNDE bakare ', null],
    ['category title', 'safety & disputes', null],
  ])('searches by %s from ?q= (lower-cased, trimmed)', async (_what, q, expectedTitle) => {
    const expected = await visibleTitles(stack, q.trim().toLowerCase())
    expect(expected.total).toBeGreaterThan(0)
    if (expectedTitle) expect(expected.titles).toContain(expectedTitle)
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs?q=${encodeURIComponent(q)}`)
    await poll(() => page.locator('.blog-card-title').allTextContents()).toEqual(expected.titles)
    // 21 or fewer results: no pagination.
    if (expected.total <= POSTS_PER_PAGE) expect(await page.locator('.blog-pagination').count()).toBe(0)
    await page.context().close()
  })

  it('shows the spinner while a search loads', async () => {
    const expected = await visibleTitles(stack, 'adaeze')
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs`)
    await page.locator('.blog-card').first().waitFor()
    // Hold the content API's answer so the spinner is observable.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/data/query/**', async (route) => {
      await held
      await route.fallback()
    })
    await page.evaluate(() => {
      window.history.pushState({}, '', '/blogs?q=adaeze')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await poll(() => page.getByRole('status').filter({ hasText: 'Loading posts' }).count()).toBe(1)
    release()
    await poll(() => page.locator('.blog-card-title').allTextContents()).toEqual(expected.titles)
    expect(await page.getByText('Loading posts').count()).toBe(0)
    await page.context().close()
  })

  it('says so when nothing matches', async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs?q=${encodeURIComponent('no such words anywhere qqq')}`)
    await poll(() => page.getByText('No matching results found. Please try again.').isVisible()).toBe(true)
    expect(await page.locator('.blog-card').count()).toBe(0)
    await page.context().close()
  })

  it('shows the connection message when the content API cannot be reached', async () => {
    stack.reachable.content = false
    try {
      const page = await stack.newPage()
      await gotoHydrated(page, `${stack.siteUrl}/blogs?q=escrow`)
      await poll(
        () => page.getByText('Kindly check your internet connection and try reloading the page.').isVisible(),
        { timeout: 30_000 },
      ).toBe(true)
      expect(await page.locator('.blog-card').count()).toBe(0)
      await page.context().close()
    } finally {
      stack.reachable.content = true
    }
  })

  it('leaves out posts without categories and posts whose publish time has not come', async () => {
    const write = stack.lake.client('write')
    const [author] = await write.fetch<{ _id: string }[]>('*[_type == "author"][0...1]{_id}')
    const [category] = await write.fetch<{ _id: string }[]>('*[_type == "category"][0...1]{_id}')
    await write
      .transaction()
      .createOrReplace({
        _id: 'post-test-future',
        _type: 'post',
        title: 'Zebra future post visible later',
        slug: { _type: 'slug', current: 'zebra-future' },
        author: { _type: 'reference', _ref: author._id },
        categories: [{ _type: 'reference', _ref: category._id, _key: 'c1' }],
        publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .createOrReplace({
        _id: 'post-test-nocategory',
        _type: 'post',
        title: 'Zebra post without category',
        slug: { _type: 'slug', current: 'zebra-nocat' },
        author: { _type: 'reference', _ref: author._id },
        publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
      })
      .createOrReplace({
        _id: 'post-test-visible',
        _type: 'post',
        title: 'Zebra post that is visible',
        slug: { _type: 'slug', current: 'zebra-visible' },
        author: { _type: 'reference', _ref: author._id },
        categories: [{ _type: 'reference', _ref: category._id, _key: 'c1' }],
        publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
      })
      .commit()
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs?q=zebra`)
    await poll(() => page.locator('.blog-card-title').allTextContents()).toEqual([
      'Zebra post that is visible',
    ])
    await page.context().close()
    await write
      .transaction()
      .delete('post-test-future')
      .delete('post-test-nocategory')
      .delete('post-test-visible')
      .commit()
  })

  it('has no axe violations', async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs`)
    await page.locator('.blog-card').first().waitFor()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([])
    await page.context().close()
  })
})

describe('feeds', () => {
  it('serves /rss.xml (RSS 2.0, the newest posts) and lists every post in /sitemap.xml', async () => {
    const all = await stack.lake
      .client(null)
      .fetch<{ posts: { slug: string }[] }>(BLOG_LIST_QUERY, { q: '', language: 'en', start: 0, end: 1000 })
    const slugs = all.posts.map((post) => post.slug)
    const rss = await fetch(`${stack.siteUrl}/rss.xml`)
    expect(rss.headers.get('content-type')).toContain('xml')
    const feed = await rss.text()
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(feed.match(/<item>/g)?.length).toBe(Math.min(slugs.length, RSS_ITEMS))
    const sitemap = await (await fetch(`${stack.siteUrl}/sitemap.xml`)).text()
    for (const [index, slug] of slugs.entries()) {
      if (index < RSS_ITEMS) expect(feed).toContain(`/blogs/${slug}</link>`)
      expect(sitemap).toContain(`/blogs/${slug}</loc>`)
    }
  })
})
