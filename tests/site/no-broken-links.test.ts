/**
 * No page of the site links to a path that answers 404: a crawl of every page reachable from `/`
 * (tests/support/crawl.ts). A broken link is reported with the page that links it. Also after posts every post page
 * showed (its sidebar's recent posts) are unpublished and deleted while those pages are cached: a page depends
 * exactly on the documents it shows (site/server/shown-documents.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { brokenLinks, crawl, MAX_PAGES } from '../support/crawl.ts'
import { startTestSite, type TestSite } from '../support/site.ts'
import { takeNewestPostsAway } from '../support/take-posts-away.ts'
import { waitFor } from '../support/wait.ts'

let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
}, 600_000)
afterAll(async () => {
  await site?.stop()
})

describe('links', () => {
  test('a crawl of every page reachable from / finds no internal link answering 404', async () => {
    const visits = await crawl(new URL(site.url).origin)
    const paths = [...visits.keys()]
    // The crawl reached the site's corners: marketing pages, blog pages beyond the first, posts, the new pages.
    for (const path of [
      '/about-us',
      '/all-services',
      '/services/voting',
      '/contact',
      '/terms',
      '/blogs?page=2',
    ])
      expect(paths, path).toContain(path)
    expect(paths.filter((path) => path.startsWith('/blogs/')).length).toBeGreaterThanOrEqual(34)
    expect(visits.size).toBeLessThan(MAX_PAGES)
    expect(brokenLinks(visits)).toEqual([])
  }, 300_000)

  test('after the posts every post page showed are unpublished and deleted, no page links to them', async () => {
    const origin = new URL(site.url).origin
    // Every page rendered and cached, each post page's sidebar listing the newest posts.
    const before = await crawl(origin)
    const writer = site.lake?.client('write')
    if (!writer) throw new Error('the test site has no lake')
    const gone = await takeNewestPostsAway(writer)
    for (const post of gone) expect(before.get(`/blogs/${post.slug}`)?.status, post.slug).toBe(200)
    // The live events have reached the server: each gone post's own page answers 404.
    for (const post of gone)
      await waitFor(async () => (await fetch(`${origin}/blogs/${post.slug}`)).status === 404)

    const after = await crawl(origin)
    expect(brokenLinks(after)).toEqual([])
    for (const post of gone) expect([...after.keys()], post.slug).not.toContain(`/blogs/${post.slug}`)
    expect([...after.keys()].filter((path) => path.startsWith('/blogs/')).length).toBeGreaterThanOrEqual(31)
  }, 300_000)
})
