/**
 * Journey 1: an editor writes a post in the Studio and schedules it a minute or two ahead. Before its time the
 * schedule job publishes nothing and the public site lists it nowhere; once the time has come and the job runs, the
 * post is published, the lake's live events tell the site server which cached pages showed the post lists, and the
 * post is on its own page, the blog list, the home carousel, the sitemap and the RSS feed. Nothing is rebuilt: the
 * same server process serves the same build throughout.
 *
 * Nothing waits for the wall clock. Two clocks are injected: the Studio's tab runs ten minutes behind the real one
 * (Playwright's clock), so the time the editor picks is in its future, as the Schedule dialog demands, while the
 * lake and the site, on the real clock, already count it as past; and the function's schedule job runs on the
 * journey's clock, set just before that time and then at it.
 */
import { publishedIdOf } from '@escrova/schemas/ids'
import type { Page } from 'playwright'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { aMinuteAhead, focusBody, scheduleDraft, waitFor } from '../studio/support/ui.ts'
import { type JourneySite, serveCachedSite } from './support/site.ts'
import { type JourneyStack, startJourneyStack } from './support/stack.ts'
import { pickReferenceSurely } from './support/studio.ts'

const TITLE = 'Escrow for buying a used car in Ibadan'
const SLUG = 'escrow-for-buying-a-used-car-in-ibadan'
const BODY = 'Hold the money until the papers and the car are yours.'
/** How far the Studio's clock runs behind the real one: more than the minute or two ahead the editor schedules. */
const STUDIO_BEHIND_MS = 10 * 60_000

let stack: JourneyStack
let site: JourneySite

beforeAll(async () => {
  // As with `npm start`, nothing rebuilds the site on a publish: it follows the lake's live events.
  stack = await startJourneyStack()
  site = await serveCachedSite(stack.studio.browser, { lakeUrl: stack.lake.url, functionUrl: stack.fn.url })
}, 900_000)
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await stack.studio.screenshots(`journey-${context.task.name}`)
})
afterAll(async () => {
  await site?.close()
  await stack?.stop()
})

/** What the server answers for the post: its page, the blog list, home, sitemap and RSS (as a crawler reads them). */
async function servedEverywhere() {
  const text = async (path: string) => {
    const response = await fetch(`${site.url}${path}`)
    return { status: response.status, body: await response.text() }
  }
  const [post, list, home, sitemap, rss] = await Promise.all(
    [`/blogs/${SLUG}`, '/blogs', '/', '/sitemap.xml', '/rss.xml'].map(text),
  )
  return {
    postPage: post.status === 200 && post.body.includes(BODY),
    blogList: list.body.includes(TITLE),
    home: home.body.includes(TITLE),
    sitemap: sitemap.body.includes(`/blogs/${SLUG}</loc>`),
    rss: rss.body.includes(`<title>${TITLE}</title>`) && rss.body.includes(`/blogs/${SLUG}</link>`),
  }
}

/** What a visitor sees in the browser: the blog list's cards and the home carousel. */
async function seenInBrowser(page: Page) {
  await page.goto(`${site.url}/blogs`)
  await page.locator('.blog-card').first().waitFor({ timeout: 30_000 })
  const onBlogList = (await page.locator('.blog-card').getByText(TITLE, { exact: true }).count()) > 0
  await page.goto(`${site.url}/`)
  const carousel = page.locator('.blog-carousel')
  await carousel.scrollIntoViewIfNeeded({ timeout: 30_000 })
  await carousel.locator('h3').first().waitFor({ timeout: 30_000 })
  const inCarousel = (await carousel.locator(`h3[title="${TITLE}"]`).count()) > 0
  return { onBlogList, inCarousel }
}

describe('journey: a scheduled post goes live at its time', () => {
  it('is nowhere on the site before its time, and everywhere once the schedule job publishes it, with no rebuild', async () => {
    const { studio, lake, fn, clock } = stack
    // The editor writes the post in the Studio.
    const { page } = await studio.open('write', '/intent/create/template=post;type=post/', {
      clock: new Date(Date.now() - STUDIO_BEHIND_MS),
    })
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
    const postId = publishedIdOf(draftId)

    // Schedule: the next whole minute at least a minute ahead on the Studio's clock.
    const at = aMinuteAhead(await page.evaluate(() => Date.now()))
    expect(at.getTime()).toBeLessThan(Date.now())
    await scheduleDraft(page, at)
    const scheduled = await waitFor(
      () => writer.getDocument(draftId),
      (doc) => typeof doc?.scheduledPublishAt === 'string',
    )
    expect(new Date(String(scheduled?.scheduledPublishAt)).getTime()).toBe(at.getTime())
    await page
      .getByText(/^Scheduled /)
      .first()
      .waitFor({ timeout: 60_000 })

    // Before its time, the schedule job publishes nothing, and the public API has no such post.
    clock.at = new Date(at.getTime() - 1000)
    expect((await fn.service.runSchedule()).publish?.published).toEqual([])
    const anonymous = lake.client(null)
    expect(await anonymous.fetch('*[_type == "post" && slug.current == $slug][0]', { slug: SLUG })).toBeNull()

    // The site now: the post is on none of its pages (and those pages are now cached).
    const nowhere = { postPage: false, blogList: false, home: false, sitemap: false, rss: false }
    expect(await servedEverywhere()).toEqual(nowhere)
    expect(await servedEverywhere()).toEqual(nowhere)
    const visitor = await site.newPage()
    expect(await seenInBrowser(visitor)).toEqual({ onBlogList: false, inCarousel: false })

    // Its time comes, and the job runs as its every-minute trigger would: it publishes the post, without the schedule.
    clock.at = at
    expect((await fn.service.runSchedule()).publish?.published).toEqual([postId])
    const published = await anonymous.fetch('*[_id == $id][0]{title, publishedAt, scheduledPublishAt}', {
      id: postId,
    })
    expect(published).toMatchObject({ title: TITLE, scheduledPublishAt: null })
    // Its first publication is dated at its scheduled time, so readers see it as the newest post.
    expect(new Date(published.publishedAt).getTime()).toBe(at.getTime())

    // Without any rebuild, every page that lists posts shows it, and its own page exists. How soon is a benchmark's
    // business (`npm run bench live`: live.publish_to_live), not a timed assertion on a busy test machine.
    await waitFor(
      () => servedEverywhere(),
      (seen) => Object.values(seen).every(Boolean),
      10_000,
    )
    expect(await seenInBrowser(visitor)).toEqual({ onBlogList: true, inCarousel: true })
    await visitor.goto(`${site.url}/blogs/${SLUG}`)
    await visitor.getByRole('heading', { name: TITLE }).first().waitFor({ timeout: 30_000 })
    await visitor.getByText(BODY).first().waitFor({ timeout: 30_000 })

    // The same server process and build throughout: the lake's live events refreshed exactly what changed.
    expect(site.server.live.stats.messages).toBeGreaterThan(0)
  }, 900_000)
})
