/**
 * /blogs/:slug in Chromium: every block type of the all-blocks seed post, the article's facts, Share falling back to
 * the clipboard, the sidebar, a post published after the build, the failure message, the HTML without JavaScript,
 * and no axe violations.
 */
import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST_QUERY, POST_SIDEBAR_QUERY } from '../../site/app/lib/queries.ts'
import { poll } from '../support/wait.ts'
import { ALL_BLOCKS_SLUG, type BlogStack, startBlogStack } from './blog-stack.ts'
import { gotoHydrated } from './helpers.ts'

interface Block {
  _type: string
  style?: string
  listItem?: string
  children?: { text: string }[]
  markDefs?: { _type: string; href?: string }[]
}
interface PageData {
  post: {
    _id: string
    title: string
    body: Block[]
    author: { name: string }
    categories: { title: string }[]
    tags: { title: string }[]
  }
  sidebar: {
    categories: { title: string; postCount: number }[]
    recentPosts: { title: string }[]
    tags: { title: string }[]
  }
}

let stack: BlogStack
let data: PageData

// The site build is shared by the run and may be waiting for another worker's build.
beforeAll(async () => {
  stack = await startBlogStack()
  const anonymous = stack.lake.client(null)
  data = {
    post: await anonymous.fetch<PageData['post']>(POST_QUERY, { slug: ALL_BLOCKS_SLUG, language: 'en' }),
    sidebar: await anonymous.fetch<PageData['sidebar']>(POST_SIDEBAR_QUERY, { language: 'en' }),
  }
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

const textOf = (block: Block) => (block.children ?? []).map((c) => c.text).join('')

describe('blog post', () => {
  it('renders every block type of the all-blocks post', async () => {
    const body = data.post.body
    const count = (predicate: (b: Block) => boolean) => body.filter(predicate).length
    const expected = {
      h1: count((b) => b._type === 'block' && b.style === 'h1' && !b.listItem),
      h2: count((b) => b._type === 'block' && b.style === 'h2' && !b.listItem),
      h3: count((b) => b._type === 'block' && b.style === 'h3' && !b.listItem),
      blockquote: count((b) => b._type === 'block' && b.style === 'blockquote' && !b.listItem),
      'ul > li': count((b) => b.listItem === 'bullet'),
      'ol > li': count((b) => b.listItem === 'number'),
      'figure img': count((b) => b._type === 'image'),
    }
    // The seed promises one post with every type.
    for (const [selector, n] of Object.entries(expected)) expect(n, selector).toBeGreaterThan(0)

    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`)
    const article = page.locator('.post-body')
    for (const [selector, n] of Object.entries(expected)) {
      expect(await article.locator(selector).count(), selector).toBe(n)
    }
    const firstOf = (style: string) => body.find((b) => b.style === style && !b.listItem) as Block
    for (const style of ['h1', 'h2', 'h3', 'blockquote']) {
      expect(await article.locator(style).first().textContent()).toBe(textOf(firstOf(style)))
    }
    expect(await article.locator('p').count()).toBeGreaterThan(0)
    const image = article.locator('figure img').first()
    const imageBlock = body.find((b) => b._type === 'image') as Block & { alt?: string }
    expect(await image.getAttribute('alt')).toBe(imageBlock.alt ?? '')
    expect(await image.getAttribute('sizes')).toBeTruthy()
    expect(await image.getAttribute('srcset')).toMatch(/w=320.* 320w/)
    await image.scrollIntoViewIfNeeded()
    await poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    )
    // Links from the body keep their target; external ones cannot reach back into the page.
    const hrefs = body.flatMap((b) =>
      (b.markDefs ?? []).filter((m) => m._type === 'link').map((m) => m.href as string),
    )
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs)
      expect(await article.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0)
    for (const rel of await article
      .locator('a[href^="http"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('rel')))) {
      expect(rel).toBe('noopener noreferrer')
    }
    await page.context().close()
  })

  it('shows the title, author name, approved-comment count, first category, date and tags', async () => {
    const approved = await stack.lake
      .client(null)
      .fetch<number>('count(*[_type == "comment" && post._ref == $id && moderationStatus == "approved"])', {
        id: data.post._id,
      })
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`)
    expect(await page.locator('h1').first().textContent()).toBe(data.post.title)
    const meta = page.locator('.post-meta')
    expect(await meta.textContent()).toContain(data.post.author.name)
    expect(await meta.textContent()).toContain(data.post.categories[0].title)
    await poll(() => meta.getByRole('link', { name: /Comments?$/ }).textContent()).toBe(
      `${approved} ${approved === 1 ? 'Comment' : 'Comments'}`,
    )
    expect(await page.locator('.post-tags .tag').allTextContents()).toEqual(
      data.post.tags.map((t) => t.title),
    )
    expect(await page.title()).toContain(data.post.title)
    await page.context().close()
  })

  it('copies the page URL when the device has no share sheet, and says so', async () => {
    const context = await stack.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
    })
    const page = await context.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`)
    expect(await page.getByText('Link copied').count()).toBe(0)
    await page.getByRole('button', { name: 'Share' }).click()
    await poll(() => page.getByText('Link copied').isVisible()).toBe(true)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`,
    )
    await context.close()
  })

  it('uses the share sheet when the device has one', async () => {
    const context = await stack.newContext()
    await context.addInitScript(() => {
      const shared: unknown[] = []
      ;(window as unknown as { shared: unknown[] }).shared = shared
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async (data: unknown) => {
          shared.push(data)
        },
        configurable: true,
      })
    })
    const page = await context.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`)
    await page.getByRole('button', { name: 'Share' }).click()
    await poll(() =>
      page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared[0]?.url),
    ).toBe(`${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`)
    expect(await page.getByText('Link copied').count()).toBe(0)
    await context.close()
  })

  it('has a sidebar with search, filterable categories and counts, three recent posts and tags', async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`)
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' })
    const categories = sidebar.locator('.sidebar-category')
    expect(await categories.allTextContents()).toEqual(
      data.sidebar.categories.map((c) => `${c.title}${c.postCount} posts`),
    )
    expect(data.sidebar.categories.reduce((sum, c) => sum + c.postCount, 0)).toBeGreaterThan(0)
    const filter = sidebar.getByRole('searchbox', { name: 'Filter categories' })
    await filter.fill('  ESCROW ')
    const wanted = data.sidebar.categories
      .filter((c) => c.title.toLowerCase().includes('escrow'))
      .map((c) => c.title)
    expect(wanted.length).toBeGreaterThan(0)
    await poll(() => categories.locator('.sidebar-category-title').allTextContents()).toEqual(wanted)
    await categories.first().click()
    const selected = sidebar.getByRole('button', { name: new RegExp(`^${wanted[0]}`) })
    expect(await selected.getAttribute('aria-pressed')).toBe('true')
    // Selecting filters nothing: the article is still there.
    expect(await page.locator('.post-body h1').count()).toBeGreaterThan(0)
    await filter.fill('no category like this')
    await poll(() => sidebar.getByText('No categories found').isVisible()).toBe(true)
    await filter.fill('')
    // Every category is back and the selection is kept.
    await poll(() => categories.count()).toBe(data.sidebar.categories.length)
    expect(await selected.getAttribute('aria-pressed')).toBe('true')
    expect(await sidebar.locator('[aria-pressed="true"]').count()).toBe(1)

    expect(await sidebar.locator('.sidebar-recent a').allTextContents()).toEqual(
      data.sidebar.recentPosts.map((p) => p.title),
    )
    expect(data.sidebar.recentPosts).toHaveLength(3)
    expect(await sidebar.locator('.tag').allTextContents()).toEqual(data.sidebar.tags.map((t) => t.title))

    await sidebar.getByRole('searchbox', { name: 'Search' }).fill('freelance')
    await sidebar.getByRole('searchbox', { name: 'Search' }).press('Enter')
    await page.waitForURL(/\/blogs\?q=freelance$/)
    await poll(() => page.locator('.blog-card').count()).toBeGreaterThan(0)
    await page.context().close()
  })

  it('shows a post published after the build (SPA fallback), with unsafe links dropped and Uncategorized', async () => {
    const write = stack.lake.client('write')
    const [author] = await write.fetch<{ _id: string; name: string }[]>(
      '*[_type == "author"][0...1]{_id, name}',
    )
    await write.createOrReplace({
      _id: 'post-after-build',
      _type: 'post',
      title: 'Published after the build',
      slug: { _type: 'slug', current: 'published-after-the-build' },
      author: { _type: 'reference', _ref: author._id },
      categories: [{ _type: 'reference', _ref: 'category-removed', _weak: true, _key: 'gone' }],
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      body: [
        {
          _type: 'block',
          _key: 'a',
          style: 'normal',
          markDefs: [
            { _type: 'link', _key: 'bad', href: 'javascript:alert(document.domain)' },
            { _type: 'link', _key: 'data', href: 'data:text/html,<script>alert(1)</script>' },
            { _type: 'link', _key: 'ok', href: 'https://example.com/escrow' },
          ],
          children: [
            { _type: 'span', _key: 's1', text: 'Bad link', marks: ['bad'] },
            { _type: 'span', _key: 's2', text: ' data link', marks: ['data'] },
            { _type: 'span', _key: 's3', text: ' good link', marks: ['ok'] },
          ],
        },
      ],
    })
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs/published-after-the-build`)
    await poll(() => page.locator('h1').first().textContent()).toBe('Published after the build')
    const body = page.locator('.post-body')
    await poll(() => body.textContent()).toBe('Bad link data link good link')
    expect(await body.locator('a').count()).toBe(1)
    expect(await body.locator('a').getAttribute('href')).toBe('https://example.com/escrow')
    expect(await body.locator('a').getAttribute('rel')).toBe('noopener noreferrer')
    expect(await page.locator('.post-meta').textContent()).toContain('Uncategorized')
    expect(await page.locator('.post-meta').textContent()).toContain(author.name)
    await page.context().close()
    await write.delete('post-after-build')
  })

  it('says "No content available, please reload." for a missing post or when the content API is down', async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs/no-such-post-anywhere`)
    await poll(() => page.getByText('No content available, please reload.').isVisible()).toBe(true)
    stack.reachable.content = false
    try {
      await gotoHydrated(page, `${stack.siteUrl}/blogs/another-missing-post`)
      await poll(() => page.getByText('No content available, please reload.').isVisible(), {
        timeout: 30_000,
      }).toBe(true)
    } finally {
      stack.reachable.content = true
    }
    await page.context().close()
  })

  it('holds the title and body in the HTML with JavaScript off', async () => {
    const page = await stack.newPage({ javaScriptEnabled: false })
    await page.goto(`${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`)
    expect(await page.locator('h1').first().textContent()).toBe(data.post.title)
    const text = await page.locator('.post-body').textContent()
    for (const block of data.post.body.filter((b) => b._type === 'block').slice(0, 12)) {
      expect(text).toContain(textOf(block))
    }
    expect(await page.locator('.post-body figure img').count()).toBeGreaterThan(0)
    await page.context().close()
  })

  it('has no axe violations', async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`)
    await page.locator('.comment').first().waitFor()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([])
    await page.context().close()
  })
})
