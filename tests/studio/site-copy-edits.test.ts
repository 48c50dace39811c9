/**
 * The site's copy edited in the real Studio shows on the site (docs/product-rules.md#site-copy): an editor reorders two
 * testimonials by dragging and changes the escrow fee; each is published and seen by a visitor of the real site server
 * reading the same lake (pages refreshed by the lake's live events, no rebuild).
 */
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSite } from '../../site/server/serve.ts'
import { type BuiltSite, buildTestSite, forward, serveTestSite } from '../support/site.ts'
import { poll, waitFor as waitUntil } from '../support/wait.ts'
import { studioSuite } from './support/suite.ts'
import { retry, runDocumentAction, waitFor } from './support/ui.ts'

const studio = studioSuite('dataset')
let built: BuiltSite
let site: RunningSite

beforeAll(async () => {
  built = await buildTestSite()
  site = await serveTestSite(built, studio.harness.lake.url)
  await waitUntil(() => site.live.connected, { timeoutMs: 60_000 })
}, 600_000)
afterAll(async () => {
  await site?.close()
})

/** A visitor's tab on the site; the content API the bundle names is routed to the test's lake. */
async function visit(path: string): Promise<Page> {
  const context = await studio.harness.browser.newContext({ viewport: { width: 1280, height: 900 } })
  context.setDefaultTimeout(60_000)
  await forward(context, new URL(built.apiHost).origin, studio.harness.lake.url)
  const page = await context.newPage()
  await page.goto(site.url + path)
  return page
}

/** Reloads the visitor's page until `read` gives what `accept` likes (the edit has reached the page). */
function afterReloads<T>(page: Page, read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  return waitUntil(
    async () => {
      await page.reload()
      return read()
    },
    { accept, timeoutMs: 60_000, intervalMs: 500, describe: (last) => JSON.stringify(last) },
  )
}

const TESTIMONIAL_NAMES = '*[_id == $id][0].testimonials.items[]->name'
const sameOrder = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b)

describe('site copy edited in the Studio, seen on the site', () => {
  it('two testimonials dragged into a new order show in that order', async () => {
    // Raw: the draft the Studio writes is read by its id, next to the published document.
    const lake = studio.harness.lake.client('write').withConfig({ perspective: 'raw' })
    const before: string[] = await lake.fetch(TESTIMONIAL_NAMES, { id: 'homePage' })
    const visitor = await visit('/')
    const carouselNames = () => visitor.locator('.testimonial-carousel .testimonial strong').allTextContents()
    await poll(carouselNames, { timeout: 60_000 }).toEqual(before)

    const { page } = await studio.harness.open('write', '/structure/site;homePage')
    await page.getByRole('tab', { name: 'Sections' }).click()
    const list = page.getByTestId('field-testimonials.items')
    const handles = list.locator('[data-ui="DragHandleButton"]')
    // The form renders a long array's items only once it is scrolled into view; on a busy machine the form may render
    // again under the scroll (the list detached), and scrolling again finds the new one.
    await retry(async () => {
      await list.scrollIntoViewIfNeeded({ timeout: 10_000 })
      await handles.nth(before.length - 1).waitFor({ timeout: 10_000 })
    })
    // Dragging with the keyboard on the handle (dnd-kit's keyboard sensor; a pointer drag's steps race the
    // list's measuring on a busy machine): pick up the first, move it down a slot, drop it there.
    const dragFirstDown = async () => {
      await handles.first().focus()
      await page.keyboard.press('Space')
      const moving = list.locator('.moving')
      await moving.waitFor()
      await page.keyboard.press('ArrowDown')
      // Dropped only once it has moved (dnd-kit shifts the lifted item down with a transform).
      await poll(() => moving.evaluate((item) => (item as HTMLElement).style.transform), {
        timeout: 30_000,
      }).toMatch(/^translate3d\(0px, [1-9]/)
      await page.keyboard.press('Space')
      await moving.waitFor({ state: 'detached' })
    }
    const draftOrder = async (): Promise<string[]> =>
      (await lake.fetch(TESTIMONIAL_NAMES, { id: 'drafts.homePage' })) ?? before
    // On a loaded machine a drop is now and then taken as a cancel (the list did not move): then the editor drags
    // again. The draft decides: a drag is repeated only while the draft still has the original order, and the order
    // the Studio saved (the first item a slot down, or further when a late drop and a repeated drag both landed) is
    // the one the site must show.
    const moved = (names: string[]) => !sameOrder(names, before)
    await retry(async () => {
      if (moved(await draftOrder())) return
      await dragFirstDown()
      await waitFor(draftOrder, moved, 60_000)
    }, 180_000)
    const expected = await draftOrder()
    expect([...expected].sort()).toEqual([...before].sort())
    expect(expected.indexOf(before[0])).toBeGreaterThan(0)
    const reordered = async () => sameOrder(await lake.fetch(TESTIMONIAL_NAMES, { id: 'homePage' }), expected)
    await runDocumentAction(page, 'Publish', { done: reordered })
    expect(await afterReloads(visitor, carouselNames, (names) => sameOrder(names, expected))).toEqual(
      expected,
    )
  }, 300_000)

  it('a new escrow fee is what the calculator computes with', async () => {
    const visitor = await visit('/')
    const charge = visitor.locator('#pricing [data-figure="charge"]')
    await poll(() => charge.textContent(), { timeout: 60_000 }).toBe('₦200.00')

    const { page } = await studio.harness.open('write', '/structure/site;pricing')
    await page.getByTestId('field-escrowHandlingChargePercent').locator('input').fill('3')
    const repriced = async () =>
      (await studio.harness.lake.client(null).fetch('*[_id == "pricing"][0].escrowHandlingChargePercent')) ===
      3
    await runDocumentAction(page, 'Publish', { done: repriced })

    // The visitor's next page load shows the charge at the new rate for the calculator's starting amount...
    await afterReloads(
      visitor,
      () => charge.textContent(),
      (text) => text === '₦300.00',
    )
    // ...and the calculator, once hydrated, computes with it for an amount the visitor types.
    await visitor.locator('#pricing-amount').fill('50000')
    await poll(() => charge.textContent(), { timeout: 30_000 }).toBe('₦1,500.00')
  }, 300_000)
})
