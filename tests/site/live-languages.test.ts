/**
 * The languages every page offers, against a real lake and the real site server. Every page shows the languages whose
 * home page is published (the switcher), so each cached page follows a home page published or deleted in another
 * language; and since a page depends on that list alone, an edit of the English home page's text renders the home
 * page again, not every page of the site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VISIBLE_POST } from '../../schemas/src/queries/visible-post.ts'
import { poll } from '../support/wait.ts'
import { type LiveStack, startLiveStack } from './live-helpers.ts'

/** A switcher's link (or an alternate) to the Hausa pages, as the server writes it. */
const HAUSA_LINK = 'hrefLang="ha"'
const HAUSA_HOME = { _id: 'homePage-ha-live-test', _type: 'homePage', language: 'ha' }

describe('the languages every page offers', () => {
  let stack: LiveStack
  /** English pages kept in the server's cache, none of which shows the home page's text but home itself. */
  let pages: string[]

  const cacheThePages = async () => {
    for (const path of pages) await stack.get(path)
    for (const path of pages) expect((await stack.get(path)).cache, path).toBe('hit')
  }

  /** The cached pages that offer Hausa, as a readable list. */
  const pagesOfferingHausa = async () => {
    const offering: string[] = []
    for (const path of pages) if ((await stack.get(path)).body.includes(HAUSA_LINK)) offering.push(path)
    return offering
  }

  beforeAll(async () => {
    stack = await startLiveStack()
    await stack.connected()
    const slug = await stack.writer.fetch<string>(
      `*[${VISIBLE_POST}] | order(publishedAt desc, _id asc)[0].slug.current`,
    )
    pages = ['/', '/blogs', '/about-us', `/blogs/${slug}`]
  }, 600_000)
  afterAll(async () => {
    await stack?.stop()
  })

  it('an edit of the home page’s text renders the home page again, and no other page', async () => {
    await cacheThePages()
    const renders = stack.site.stats().renders
    const headline = `Escrow that Kano traders trust ${Date.now()}`
    await stack.writer.patch('homePage').set({ 'hero.headline': headline }).commit({ visibility: 'sync' })
    await poll(async () => (await stack.get('/')).body.includes(headline)).toBe(true)
    // The languages' shared answer is read again after the event; wait until the server has heard it and settled.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    for (const path of pages) expect((await stack.get(path)).cache, path).toBe('hit')
    expect(stack.site.stats().renders - renders).toBe(1)
  })

  it('a home page published in Hausa: every cached page offers Hausa, and /ha answers', async () => {
    await cacheThePages()
    expect(await pagesOfferingHausa()).toEqual([])
    expect((await stack.get('/ha')).status).toBe(404)
    await stack.writer.create(HAUSA_HOME, { visibility: 'sync' })
    await poll(pagesOfferingHausa).toEqual(pages)
    expect((await stack.get('/ha')).status).toBe(200)
  })

  it('that home page deleted: every cached page stops offering Hausa, and /ha is unknown again', async () => {
    await cacheThePages()
    await stack.writer.delete(HAUSA_HOME._id, { visibility: 'sync' })
    await poll(pagesOfferingHausa).toEqual([])
    expect((await stack.get('/ha')).status).toBe(404)
  })
})
