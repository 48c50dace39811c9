/**
 * The data saver without JavaScript or a service worker: a request with `Save-Data: on` gets a lighter page from the
 * site server itself (smaller, lower-quality image URLs; no decorative images), marked `Vary: Save-Data` and cached
 * apart from the normal page, which the next normal request still gets. Every content image offers `srcset` and
 * `sizes`. With JavaScript on, the header alone also stops the carousels' autoplay.
 */
import type { BrowserContextOptions, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BlogStack, startBlogStack } from '../site/blog-stack.ts'
import { gotoHydrated } from '../site/helpers.ts'
import { waitFor } from '../support/wait.ts'
import { publishedPosts } from './helpers.ts'

let stack: BlogStack
let postPath: string

beforeAll(async () => {
  stack = await startBlogStack()
  const [post] = await publishedPosts(stack)
  postPath = `/blogs/${post.slug}`
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

const NO_SCRIPT: BrowserContextOptions = {
  javaScriptEnabled: false,
  serviceWorkers: 'block',
  viewport: { width: 412, height: 823 },
}

interface ShownImage {
  src: string
  srcset: string | null
  sizes: string | null
  /** The candidate the browser took for this viewport. */
  chosen: string
}

/** Content images are served by the image API (`/images/<project>/<dataset>/…`); the site's own art by `/images/x.svg`. */
const isContentImage = (src: string) => /^\/images\/[^/]+\/[^/]+\//.test(new URL(src).pathname)
const isVector = (src: string) => new URL(src).pathname.endsWith('.svg')

async function open(path: string, saveData: boolean) {
  const context = await stack.newContext({
    ...NO_SCRIPT,
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  })
  const page = await context.newPage()
  const response = await page.goto(stack.siteUrl + path)
  if (!response) throw new Error(`no answer for ${path}`)
  // (`goto` waits for the load event: every image, lazy ones too, since without scripting they load at once.)
  const images = await page.$$eval('img', (els) =>
    els.map((el) => ({
      src: el.src,
      srcset: el.getAttribute('srcset'),
      sizes: el.getAttribute('sizes'),
      chosen: el.currentSrc,
    })),
  )
  const result = {
    status: response.status(),
    vary: response.headers().vary ?? '',
    cache: response.headers()['x-site-cache'],
    images,
    content: images.filter((image) => isContentImage(image.src)),
  }
  await context.close()
  return result
}

/** Every URL an image offers (its `src` and each `srcset` candidate). */
function offeredUrls(image: ShownImage): URL[] {
  const candidates = (image.srcset ?? '').split(/,\s+/).map((part) => part.trim().split(/\s+/)[0])
  return [image.src, ...candidates].filter(Boolean).map((url) => new URL(url))
}

const widest = (images: ShownImage[]) =>
  Math.max(...images.flatMap(offeredUrls).map((url) => Number(url.searchParams.get('w') ?? 0)))
const qualities = (images: ShownImage[]) =>
  new Set(
    images
      .filter((image) => !isVector(image.src))
      .flatMap(offeredUrls)
      .map((u) => u.searchParams.get('q')),
  )

describe('Save-Data on the server', () => {
  it('serves /blogs with smaller, lower-quality images, Vary: Save-Data, and keeps the normal page apart', async () => {
    const normal = await open('/blogs', false)
    const saving = await open('/blogs', true)
    const normalAgain = await open('/blogs', false)

    for (const answer of [normal, saving, normalAgain]) {
      expect(answer.status).toBe(200)
      expect(answer.vary.toLowerCase()).toContain('save-data')
    }
    expect(normal.content.length).toBeGreaterThan(0)
    expect(saving.content.length).toBe(normal.content.length)
    expect(qualities(normal.content)).toEqual(new Set(['75']))
    expect(qualities(saving.content)).toEqual(new Set(['40']))
    expect(widest(saving.content)).toBeLessThanOrEqual(widest(normal.content) / 2)
    // On this phone-sized viewport the browser takes an image of at most half the width it takes normally.
    const chosenWidth = (image: ShownImage) => Number(new URL(image.chosen).searchParams.get('w'))
    saving.content.forEach((image, index) => {
      expect(chosenWidth(image)).toBeGreaterThan(0)
      expect(chosenWidth(image)).toBeLessThanOrEqual(chosenWidth(normal.content[index]) / 2)
    })
    // The save-data render did not overwrite the normal page in the cache: the next normal visitor gets it as before.
    expect(saving.cache).not.toBe('hit')
    expect(normalAgain.cache).toBe('hit')
    expect(normalAgain.content).toEqual(normal.content)
  })

  it('leaves the decorative images out of the home page and makes its content images lighter', async () => {
    const normal = await open('/', false)
    const saving = await open('/', true)
    const decorative = (images: ShownImage[]) =>
      images.filter((image) => /\/images\/(escrow-flow|app-advantage)\.svg$/.test(image.src))
    expect(decorative(normal.images).length).toBeGreaterThan(0)
    expect(decorative(saving.images)).toEqual([])
    const photos = (images: ShownImage[]) => images.filter((image) => image.sizes === '56px')
    expect(photos(normal.images).length).toBeGreaterThan(0)
    expect(photos(saving.images)).toEqual([])
    const raster = saving.content.filter((image) => !isVector(image.src))
    expect(raster.length).toBeGreaterThan(0)
    expect(qualities(raster)).toEqual(new Set(['40']))
    expect(saving.vary.toLowerCase()).toContain('save-data')
  })

  it('serves a post with its main and body images smaller', async () => {
    const normal = await open(postPath, false)
    const saving = await open(postPath, true)
    expect(normal.content.length).toBeGreaterThan(0)
    expect(qualities(saving.content)).toEqual(new Set(['40']))
    expect(widest(saving.content)).toBeLessThanOrEqual(widest(normal.content) / 2)
  })

  it('gives every raster content image on /blogs, a post and home a srcset and sizes', async () => {
    for (const path of ['/blogs', postPath, '/']) {
      for (const saveData of [false, true]) {
        const { content } = await open(path, saveData)
        const raster = content.filter((image) => !isVector(image.src))
        expect(raster.length, path).toBeGreaterThan(0)
        for (const image of raster) {
          expect(image.srcset, `${path} ${image.src}`).toMatch(/ \d+w/)
          expect(image.sizes, `${path} ${image.src}`).toBeTruthy()
        }
      }
    }
  })
})

describe('Save-Data with JavaScript on', () => {
  const autoplaying = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.swiper')].map(
        (el) =>
          (el as HTMLElement & { swiper?: { autoplay?: { running?: boolean } } }).swiper?.autoplay?.running ??
          null,
      ),
    )

  async function carouselsOnHome(saveData: boolean) {
    const context = await stack.newContext({
      serviceWorkers: 'block',
      viewport: { width: 412, height: 823 },
      extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
    })
    const page = await context.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/`)
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y)
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      }
    })
    // Every carousel has become a Swiper (it does once it nears the view).
    const states = await waitFor(() => autoplaying(page), {
      accept: (list) => list.length > 0 && list.every((state) => state !== null),
    })
    await context.close()
    return states
  }

  it('stops the carousels’ autoplay for the header alone (no switch, no service worker)', async () => {
    expect(await carouselsOnHome(false)).toContain(true)
    expect(await carouselsOnHome(true)).toEqual(expect.not.arrayContaining([true]))
  })
})
