/**
 * Data saver in Chromium: the footer's switch is remembered across visits; while on, decorative images are never
 * fetched, the carousels do not autoplay, and the service worker fetches the content API's images smaller (half the
 * width, lower quality). Off again, pages are as before.
 */
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BlogStack, startBlogStack } from '../site/blog-stack.ts'
import { poll } from '../support/wait.ts'
import { openControlled } from './helpers.ts'

let stack: BlogStack

beforeAll(async () => {
  stack = await startBlogStack()
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

/** Scrolls to the bottom and back, so every lazy image near the viewport is asked for. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y)
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    }
  })
  await page.waitForLoadState('networkidle')
}

const autoplaying = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.swiper')].map(
      (el) =>
        (el as HTMLElement & { swiper?: { autoplay?: { running?: boolean } } }).swiper?.autoplay?.running,
    ),
  )

describe('data saver', () => {
  it('is remembered, leaves decorative images out and stops the carousels’ autoplay', async () => {
    const context = await stack.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))

    await openControlled(page, `${stack.siteUrl}/`)
    const toggle = page.getByRole('button', { name: 'Data saver' })
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    await scrollThrough(page)
    expect(requested).toContain('/images/app-advantage.svg')
    await poll(async () => (await autoplaying(page)).some(Boolean)).toBe(true)

    await toggle.click()
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    requested.length = 0
    await page.reload()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    expect(await page.evaluate(() => document.documentElement.dataset.saveData)).toBe('on')
    expect(await page.getByRole('button', { name: 'Data saver' }).getAttribute('aria-pressed')).toBe('true')
    await scrollThrough(page)
    expect(requested).not.toContain('/images/app-advantage.svg')
    await poll(async () => (await autoplaying(page)).length).toBeGreaterThan(0)
    expect((await autoplaying(page)).some(Boolean)).toBe(false)

    // Off again: as before.
    await page.getByRole('button', { name: 'Data saver' }).click()
    await page.reload()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    expect(await page.evaluate(() => document.documentElement.dataset.saveData)).toBeUndefined()
    await context.close()
  })

  it('has the worker fetch the content API’s images at half the width and lower quality', async () => {
    const context = await stack.newContext({
      viewport: { width: 412, height: 823 },
      extraHTTPHeaders: { 'Save-Data': 'on' },
    })
    const page = await context.newPage()
    await openControlled(page, `${stack.siteUrl}/about-us`)
    // What the worker itself fetched from the image server, and in which format.
    const formats: string[] = []
    context.on('requestfinished', async (request) => {
      const response = await request.response()
      if (!response || response.fromServiceWorker() || !request.url().includes('/images/')) return
      formats.push(response.headers()['content-type'] ?? '')
    })
    await openControlled(page, `${stack.siteUrl}/blogs`)
    await scrollThrough(page)
    await poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('escrova-images')
          return (await cache.keys()).filter((request) => request.url.includes('/images/')).length
        }),
      { timeout: 20_000 },
    ).toBeGreaterThan(0)
    const kept = await page.evaluate(async () => {
      const cache = await caches.open('escrova-images')
      return (await cache.keys())
        .map((request) => new URL(request.url))
        .filter((url) => url.searchParams.has('w'))
        .map((url) => ({ q: url.searchParams.get('q'), w: Number(url.searchParams.get('w')) }))
    })
    expect(kept.length).toBeGreaterThan(0)
    for (const image of kept) expect(image.q).toBe('40')
    // The page asked for its srcset's widths; the worker halved them (no offered width is below 320).
    expect(kept.some((image) => image.w < 320)).toBe(true)
    // In the format the browser asked for (WebP or AVIF), never the heavier JPEG fallback.
    expect(formats.length).toBeGreaterThan(0)
    expect(formats.filter((type) => !/^image\/(webp|avif)$/.test(type))).toEqual([])
    await context.close()
  })
})
