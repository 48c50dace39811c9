/**
 * Forms that wait for the signal, in Chromium with the network switched off: a wait-list application and a comment
 * and a support ticket
 * sent offline are kept on the phone, shown as saved there, and land in the lake (and the spreadsheet) exactly once
 * when the network returns, also when the page was closed meanwhile; one the function refuses comes back with its
 * field messages.
 */
import { COMMENT_CONSENT_LABEL, COMMENT_MESSAGES } from '@escrova/schemas/comments'
import { SUPPORT_CONSENT_LABEL, SUPPORT_MESSAGES } from '@escrova/schemas/support'
import { CONSENT_LABEL, WAIT_LIST_MESSAGES } from '@escrova/schemas/wait-list'
import type { BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_BLOCKS_SLUG, type BlogStack, startBlogStack } from '../site/blog-stack.ts'
import { poll } from '../support/wait.ts'
import { cachedRequests, openControlled } from './helpers.ts'

const QUEUED = "Saved on this phone: we'll send it when you're back online."
/** The comment form's own chunk, which a post page loads only as the reader nears the comments. */
const FORM_CHUNK = /\/assets\/comment-form-[\w-]+\.js$/
const formCodeKept = async (page: Page) =>
  (await cachedRequests(page)).some((entry) => FORM_CHUNK.test(entry.url))

let stack: BlogStack

beforeAll(async () => {
  stack = await startBlogStack()
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

async function fillApplication(page: Page, email: string, name = 'Ngozi Okafor') {
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone number').fill('+234 803 123 4567')
  await page.getByLabel('Location (state)').selectOption('Anambra')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Escrow Service').check()
  await page.getByLabel('Android').check()
  await page.getByLabel(CONSENT_LABEL).check()
}

/** Applications with this email: in the lake (private documents, read with the write token) and in the sheet. */
async function landed(email: string) {
  const inLake = await stack.lake
    .client('write')
    .fetch<number>('count(*[_type == "waitListApplication" && email == $email])', { email })
  const inSheet = stack.sheet.rows().filter((row) => row.Email === email).length
  return { inLake, inSheet }
}

/**
 * The network off: the browser's (`setOffline`, which also sets `navigator.onLine`) and the routes that stand in for
 * the function's and content API's origins, which Playwright answers from Node whatever the browser's state.
 */
async function setNetwork(context: BrowserContext, up: boolean) {
  stack.reachable.fn = up
  stack.reachable.content = up
  await context.setOffline(!up)
}

async function queueOffline(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage()
  await openControlled(page, `${stack.siteUrl}/wait-list`)
  await fillApplication(page, email)
  await setNetwork(context, false)
  await page.getByRole('button', { name: 'Submit Application' }).click()
  const saved = page.getByRole('dialog', { name: 'Saved on this phone' })
  await poll(() => saved.isVisible()).toBe(true)
  expect(await saved.textContent()).toContain(QUEUED)
  return page
}

describe('forms offline', () => {
  it('keeps a wait-list application made offline and sends it once when the network returns', async () => {
    const context = await stack.newContext()
    const email = `offline-${Date.now()}@example.com`
    const page = await queueOffline(context, email)
    expect(await landed(email)).toEqual({ inLake: 0, inSheet: 0 })

    await setNetwork(context, true)
    const success = page.getByRole('dialog', { name: 'Submission Successful!' })
    await poll(() => success.isVisible(), { timeout: 30_000 }).toBe(true)
    await poll(() => landed(email), { timeout: 30_000 }).toEqual({ inLake: 1, inSheet: 1 })
    // Another load (and any sync still due) sends nothing more.
    await page.goto(`${stack.siteUrl}/`)
    await page.goto(`${stack.siteUrl}/wait-list`)
    expect(await landed(email)).toEqual({ inLake: 1, inSheet: 1 })
    await context.close()
  })

  it('sends it when the page was closed and the site opened again, and says so', async () => {
    const context = await stack.newContext()
    const email = `reopened-${Date.now()}@example.com`
    const page = await queueOffline(context, email)
    await page.close()

    await setNetwork(context, true)
    const next = await context.newPage()
    await next.goto(`${stack.siteUrl}/about-us`)
    const notice = next.locator('.outbox-notice')
    await poll(() => notice.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await notice.textContent()).toContain('Submission Successful!')
    await poll(() => landed(email), { timeout: 30_000 }).toEqual({ inLake: 1, inSheet: 1 })
    await next.reload()
    expect(await next.locator('.outbox-notice').count()).toBe(0)
    expect(await landed(email)).toEqual({ inLake: 1, inSheet: 1 })
    await context.close()
  })

  it('shows a queued application the function refuses with its field messages, not dropping it silently', async () => {
    const context = await stack.newContext()
    const email = `refused-${Date.now()}@example.com`
    const page = await queueOffline(context, email)
    // What reaches the function when the signal returns is judged by the real function (here made invalid).
    await context.route('**/api/wait-list', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}')
      await route.fallback({ postData: JSON.stringify({ ...body, fullName: ' ' }) })
    })
    await setNetwork(context, true)
    await poll(() => page.locator('.field-error').allTextContents(), { timeout: 30_000 }).toEqual([
      WAIT_LIST_MESSAGES.fullNameRequired,
    ])
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true')
    expect(await landed(email)).toEqual({ inLake: 0, inSheet: 0 })
    await context.close()
  })

  it('keeps a comment made offline and sends it once when the network returns', async () => {
    const context = await stack.newContext()
    const page = await context.newPage()
    await openControlled(page, `${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`)
    const text = `Sent from a dead spot in Nnewi ${Date.now()}`
    // Down to the comments, as a reader does: their form's code loads as they near it.
    await page.locator('#comments-heading').scrollIntoViewIfNeeded()
    const form = page.getByRole('form', { name: 'Leave A Comment' })
    await form.getByLabel('Name').fill('Obinna')
    await form.getByLabel('Message').fill(text)
    await form.getByLabel(COMMENT_CONSENT_LABEL).check()
    await setNetwork(context, false)
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await poll(() => form.getByText(QUEUED).isVisible()).toBe(true)

    await setNetwork(context, true)
    await poll(() => page.getByText(COMMENT_MESSAGES.awaitingModeration).isVisible(), {
      timeout: 30_000,
    }).toBe(true)
    const drafts = () =>
      stack.lake
        .client('write')
        .fetch<number>('count(*[_type == "comment" && text == $text])', { text }, { perspective: 'raw' })
    await poll(drafts, { timeout: 30_000 }).toBe(1)
    await page.reload()
    expect(await drafts()).toBe(1)
    await context.close()
  })

  it('keeps the comment form’s code once a post page goes by, not on a first visit to home', async () => {
    const context = await stack.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
    const page = await context.newPage()
    await openControlled(page, `${stack.siteUrl}/`)
    // Home is saved with everything the worker installs (the precache is complete once it controls the page), and
    // the form's code is not among it.
    expect((await cachedRequests(page)).some((entry) => entry.url.includes('/offline.html'))).toBe(true)
    expect(await formCodeKept(page)).toBe(false)
    // The data of a post, as a link to it asks for it, goes through the worker: the code is kept, though this page
    // (home) never loads it.
    await page.evaluate(
      (slug) => fetch(`/blogs/${slug}.data`).then((response) => response.status),
      ALL_BLOCKS_SLUG,
    )
    await poll(() => formCodeKept(page)).toBe(true)
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/comment-form-')),
      ),
    ).toBe(false)
    await context.close()
  })

  it('gives a reader who went offline before scrolling to the comments a form that keeps their comment', async () => {
    // A phone's screen: the form (and so its code, which loads as the reader nears it) is far below.
    const context = await stack.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
    const page = await context.newPage()
    await openControlled(page, `${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`)
    /** Whether this page has asked for the form's code (its chunk is named after `comment-form.tsx`). */
    const pageLoadedFormCode = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/comment-form-[\w-]+\.js$/.test(entry.name)),
      )
    expect(await pageLoadedFormCode()).toBe(false)
    // The worker keeps the form's code as a post page goes by, without the page asking for it.
    await poll(() => formCodeKept(page)).toBe(true)
    await setNetwork(context, false)

    const text = `Written offline before the form had ever loaded ${Date.now()}`
    const form = page.getByRole('form', { name: 'Leave A Comment' })
    await form.getByLabel('Name').fill('Ifeoma')
    await form.getByLabel('Message').fill(text)
    await form.getByLabel(COMMENT_CONSENT_LABEL).check()
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await poll(() => form.getByText(QUEUED).isVisible()).toBe(true)
    // Never loaded by the page online, so the code came from what the worker kept.
    expect(await pageLoadedFormCode()).toBe(true)

    await setNetwork(context, true)
    await poll(() => page.getByText(COMMENT_MESSAGES.awaitingModeration).isVisible(), {
      timeout: 30_000,
    }).toBe(true)
    await context.close()
  })

  /** Tickets with this message: private `supportTicket.*` documents, read with the write token. */
  const tickets = (message: string) =>
    stack.lake
      .client('write')
      .fetch<number>(
        'count(*[_type == "supportTicket" && _id match "supportTicket.*" && message == $message])',
        {
          message,
        },
      )

  async function queueTicketOffline(context: BrowserContext, message: string): Promise<Page> {
    const page = await context.newPage()
    await openControlled(page, `${stack.siteUrl}/contact`)
    const form = page.getByRole('form', { name: 'Open a support ticket' })
    await form.getByLabel('Name', { exact: true }).fill('Chiamaka Obi')
    await form.getByLabel('Email', { exact: true }).fill('chiamaka.offline@example.com')
    await form.getByLabel('Topic', { exact: true }).selectOption({ index: 1 })
    await form.getByLabel('Message', { exact: true }).fill(message)
    await form.getByLabel(SUPPORT_CONSENT_LABEL).check()
    await setNetwork(context, false)
    await form.getByRole('button', { name: 'Send request' }).click()
    await poll(() => form.getByText(QUEUED).isVisible()).toBe(true)
    expect(await tickets(message)).toBe(0)
    return page
  }

  it('keeps a support ticket made offline, sends it once when the network returns and shows its reference', async () => {
    const context = await stack.newContext()
    const message = `My payout is stuck, written in a dead spot ${Date.now()}`
    const page = await queueTicketOffline(context, message)

    await setNetwork(context, true)
    const received = page.locator('.support-received')
    await poll(() => received.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await received.textContent()).toContain(SUPPORT_MESSAGES.received)
    const reference = (await page.locator('.support-reference').textContent()) ?? ''
    expect(reference).not.toBe('')
    await poll(() => tickets(message), { timeout: 30_000 }).toBe(1)
    const stored = await stack.lake
      .client('write')
      .fetch<string | null>('*[_type == "supportTicket" && message == $message][0].reference', { message })
    expect(stored).toBe(reference)
    await page.reload()
    expect(await tickets(message)).toBe(1)
    await context.close()
  })

  it('sends a ticket kept while the page was closed and shows its reference on the next page', async () => {
    const context = await stack.newContext()
    const message = `Please call me back about my escrow ${Date.now()}`
    const page = await queueTicketOffline(context, message)
    await page.close()

    await setNetwork(context, true)
    const next = await context.newPage()
    await next.goto(`${stack.siteUrl}/about-us`)
    const notice = next.locator('.outbox-notice')
    await poll(() => notice.isVisible(), { timeout: 30_000 }).toBe(true)
    await poll(() => tickets(message), { timeout: 30_000 }).toBe(1)
    const reference = await stack.lake
      .client('write')
      .fetch<string>('*[_type == "supportTicket" && message == $message][0].reference', { message })
    expect(await notice.textContent()).toContain(`${SUPPORT_MESSAGES.received} ${reference}.`)
    await next.reload()
    expect(await next.locator('.outbox-notice').count()).toBe(0)
    expect(await tickets(message)).toBe(1)
    expect(
      await stack.lake.client(null).fetch('*[_type == "supportTicket" && message == $message]', { message }),
    ).toEqual([])
    await context.close()
  })

  it('shows a queued ticket the function refuses with its field messages, and keeps none', async () => {
    const context = await stack.newContext()
    const message = `A ticket the function will refuse ${Date.now()}`
    const page = await queueTicketOffline(context, message)
    // What reaches the function when the signal returns is judged by the real function (here made invalid).
    await context.route('**/api/support', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}')
      await route.fallback({ postData: JSON.stringify({ ...body, name: ' ' }) })
    })
    await setNetwork(context, true)
    const form = page.getByRole('form', { name: 'Open a support ticket' })
    await poll(() => form.locator('.field-error').allTextContents(), { timeout: 30_000 }).toEqual([
      SUPPORT_MESSAGES.nameRequired,
    ])
    expect(await form.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    expect(await form.getByText(QUEUED).count()).toBe(0)
    expect(await tickets(message)).toBe(0)
    await context.close()
  })
})
