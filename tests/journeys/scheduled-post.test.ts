/**
 * Journey 1: an editor writes a post in the Studio and schedules it a couple of minutes ahead. Before its time the
 * public site (built from the lake) lists it nowhere; once the time has come and the function's schedule job runs,
 * the post is published, the lake's signed webhook reaches the function, the function's rebuild hook rebuilds the
 * site, and the post is on the blog list, the home carousel, the sitemap and the RSS feed.
 */
import type { Page } from 'playwright'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { focusBody, runDocumentAction, waitFor } from '../studio/support/ui.ts'
import { type RebuildableSite, startRebuildableSite } from './support/site.ts'
import { type JourneyStack, startJourneyStack } from './support/stack.ts'
import { pickReferenceSurely } from './support/studio.ts'

const TITLE = 'Escrow for buying a used car in Ibadan'
const SLUG = 'escrow-for-buying-a-used-car-in-ibadan'
const BODY = 'Hold the money until the papers and the car are yours.'

let stack: JourneyStack
let site: RebuildableSite
/** Builds the function's rebuild hook started (it runs after a verified webhook, and only then). */
let hookRuns = 0

beforeAll(async () => {
  stack = await startJourneyStack({
    rebuildHook: async () => {
      hookRuns += 1
      await site.rebuild()
    },
  })
  site = await startRebuildableSite(stack.studio.browser, {
    lakeUrl: stack.lake.url,
    functionUrl: stack.fn.url,
  })
}, 900_000)
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await stack.studio.screenshots(`journey-${context.task.name}`)
})
afterAll(async () => {
  await site?.close()
  await stack?.stop()
})

/** What a visitor sees of the post on the site: blog list, home carousel, sitemap, RSS feed. */
async function visibleOnSite(page: Page) {
  await page.goto(`${site.url}/blogs`)
  await page.locator('.blog-card').first().waitFor({ timeout: 30_000 })
  const onBlogList = (await page.locator('.blog-card').getByText(TITLE, { exact: true }).count()) > 0

  await page.goto(`${site.url}/`)
  const carousel = page.locator('.blog-carousel')
  await carousel.scrollIntoViewIfNeeded({ timeout: 30_000 })
  await carousel.locator('h3').first().waitFor({ timeout: 30_000 })
  // The carousel also asks the lake for fresh posts once in view: give that a moment to land before reading.
  await page.waitForLoadState('networkidle')
  const inCarousel = (await carousel.locator(`h3[title="${TITLE}"]`).count()) > 0
  // The pre-rendered home page itself (what a crawler or a visitor without JavaScript gets).
  const homeHtml = await (await fetch(`${site.url}/`)).text()

  const sitemap = await fetch(`${site.url}/sitemap.xml`)
  const rss = await fetch(`${site.url}/rss.xml`)
  expect(sitemap.status).toBe(200)
  expect(rss.status).toBe(200)
  const sitemapXml = await sitemap.text()
  const rssXml = await rss.text()
  return {
    onBlogList,
    inCarousel,
    inPrerenderedHome: homeHtml.includes(TITLE),
    inSitemap: sitemapXml.includes(`/blogs/${SLUG}</loc>`),
    inRss: rssXml.includes(`<title>${TITLE}</title>`) && rssXml.includes(`/blogs/${SLUG}</link>`),
  }
}

describe('journey: a scheduled post goes live at its time', () => {
  it('is nowhere on the site before its time, and everywhere after the schedule job and the rebuild', async () => {
    const { studio, lake, fn, clock } = stack
    // The editor writes the post in the Studio.
    const { page } = await studio.open('write', '/intent/create/template=post;type=post/')
    await page.getByTestId('field-title').locator('input').fill(TITLE, { timeout: 60_000 })
    await page.getByTestId('field-slug').getByRole('button', { name: 'Generate' }).click()
    await focusBody(page)
    await page.keyboard.type(BODY)
    await page.getByText('Author & taxonomy', { exact: true }).first().click()
    await pickReferenceSurely(page.getByPlaceholder('Type to search').first(), 'Adaeze', 'Adaeze Okonkwo')
    await page.getByRole('button', { name: 'Add item' }).first().click()
    await pickReferenceSurely(page.getByPlaceholder('Type to search').last(), 'Basics', 'Escrow Basics')

    const writer = lake.client('write')
    const draft = await waitFor(
      () =>
        writer.fetch<{ _id: string; slug?: string; categories?: unknown[]; text?: string } | null>(
          '*[_id in path("drafts.**") && title == $title][0]{_id, "slug": slug.current, categories, "text": pt::text(body)}',
          { title: TITLE },
          { perspective: 'raw' },
        ),
      // Everything the editor typed is saved (the body syncs on its own schedule) before the post is scheduled.
      (doc) => (doc?.categories?.length ?? 0) > 0 && (doc?.text ?? '').includes(BODY),
    )
    expect(draft?.slug).toBe(SLUG)
    const draftId = (draft as { _id: string })._id
    const postId = draftId.replace(/^drafts\./, '')

    // Schedule: the next whole minute at least a minute ahead (the picker has minute precision, in local time).
    const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
    await runDocumentAction(page, 'Schedule')
    await page.getByLabel('Publish at').fill(local)
    await page.getByTestId('confirm-schedule').click()
    await waitFor(
      () => writer.getDocument(draftId),
      (doc) => typeof doc?.scheduledPublishAt === 'string',
    )
    await page
      .getByText(/^Scheduled /)
      .first()
      .waitFor({ timeout: 60_000 })

    // Before its time, the schedule job publishes nothing, and the public API has no such post.
    clock.at = new Date(at.getTime() - 1000)
    expect((await fn.service.runSchedule()).publish?.published).toEqual([])
    const anonymous = lake.client(null)
    expect(await anonymous.fetch('*[_type == "post" && slug.current == $slug][0]', { slug: SLUG })).toBeNull()

    // The site as built from the lake now: the post is on none of its pages.
    await site.rebuild()
    const visitor = await site.newPage()
    expect(await visibleOnSite(visitor)).toEqual({
      onBlogList: false,
      inCarousel: false,
      inPrerenderedHome: false,
      inSitemap: false,
      inRss: false,
    })
    expect(hookRuns).toBe(0)

    // Its time comes on the real clock (the lake's now() decides what readers see), then the job runs as its
    // every-minute trigger would: it publishes the post, without the schedule.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() + 1000 - Date.now())))
    clock.at = undefined
    expect((await fn.service.runSchedule()).publish?.published).toEqual([postId])
    const published = await anonymous.fetch('*[_id == $id][0]{title, publishedAt, scheduledPublishAt}', {
      id: postId,
    })
    expect(published).toMatchObject({ title: TITLE, scheduledPublishAt: null })
    // Its first publication is dated at its scheduled time, so readers see it as the newest post.
    expect(new Date(published.publishedAt).getTime()).toBe(at.getTime())

    // The lake's signed webhook reaches the function, which verifies it and runs the rebuild hook: a new build.
    await waitFor(
      async () => site.builds,
      (builds) => builds === 2,
      300_000,
    )
    await fn.service.settle()
    expect(hookRuns).toBe(1)
    expect(stack.logged).toContain('webhook received')
    expect(stack.logged).toContain('site rebuild triggered')

    expect(await visibleOnSite(visitor)).toEqual({
      onBlogList: true,
      inCarousel: true,
      inPrerenderedHome: true,
      inSitemap: true,
      inRss: true,
    })
    // And the post's own page is pre-rendered with its text.
    await visitor.goto(`${site.url}/blogs/${SLUG}`)
    await visitor.getByRole('heading', { name: TITLE }).first().waitFor({ timeout: 30_000 })
    await visitor.getByText(BODY).first().waitFor({ timeout: 30_000 })
  }, 900_000)
})
