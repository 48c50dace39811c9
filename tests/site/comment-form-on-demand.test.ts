/**
 * The comment form's code loads only as a reader nears the comments (`site/app/features/comments/lazy-comment-form.tsx`),
 * in Chromium on a phone-sized screen against the real site server, lake and function: a post page that is read
 * without scrolling never downloads it, while the server's form stays in the page (the same element, never redrawn)
 * and cannot submit the page by itself; scrolling down loads it and the form sends; what a reader types before the
 * code arrives is kept and sent.
 */
import { COMMENT_CONSENT_LABEL, COMMENT_MESSAGES } from '@escrova/schemas/comments'
import type { BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { poll } from '../support/wait.ts'
import { ALL_BLOCKS_SLUG, type BlogStack, startBlogStack } from './blog-stack.ts'
import { gotoHydrated } from './helpers.ts'

/** Only the form's code posts to this route (`site/app/features/comments/comment-form.tsx`). */
const FORM_CODE_MARK = '/api/comments'
/** A phone, without the service worker: its precache fetches the form's code too (`tests/offline/forms.test.ts`). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
} as const

let stack: BlogStack

// The site build is shared by the run and may be waiting for another worker's build.
beforeAll(async () => {
  stack = await startBlogStack()
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

const postUrl = () => `${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`
const leaveForm = (page: Page) => page.getByRole('form', { name: 'Leave A Comment' })
const commentPosts = () =>
  stack.functionRequests.filter((r) => r.method === 'POST' && r.path === '/api/comments')

/**
 * Watches the site's scripts: which ones held the form's code, and (when `hold` is set) keeps that code from the page
 * until `release()`, as a slow connection would.
 */
async function watchFormCode(context: BrowserContext, options: { hold?: boolean } = {}) {
  const formCode: string[] = []
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await context.route(`${stack.siteUrl}/assets/*.js`, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes(FORM_CODE_MARK)) {
      formCode.push(route.request().url())
      if (options.hold) await released
    }
    await route.fulfill({ response, body })
  })
  return { formCode, release }
}

/** Marks the server's form element, to tell later whether React kept it or drew another. */
const markServerForm = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('form.comment-form') as
      | (HTMLFormElement & { serverForm?: true })
      | null
    if (form) form.serverForm = true
    return form !== null
  })
const sameServerForm = (page: Page) =>
  page.evaluate(
    () => (document.querySelector('form.comment-form') as { serverForm?: true } | null)?.serverForm === true,
  )

describe('the comment form, loaded as the reader nears it', () => {
  // Streamed later and moved in by a script, the server's form would wait hidden, and hydration meeting it there drops
  // it for a form drawn afresh, which loads the code at once (`site/app/entry.server.tsx`).
  it('is in place in the server HTML, as a reader without JavaScript sees it', async () => {
    const context = await stack.newContext({ ...PHONE, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(postUrl())
    expect(await leaveForm(page).isVisible()).toBe(true)
    expect(await page.locator('section.comments form.comment-form').count()).toBe(1)
    await context.close()
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`loads no form code for a reader at the top of a post (${colorScheme} theme), then works once they scroll down`, async () => {
      const context = await stack.newContext({ ...PHONE, colorScheme })
      const { formCode } = await watchFormCode(context)
      const page = await context.newPage()
      // React reports a hydration it had to give up (the server's HTML redrawn) as an error.
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await gotoHydrated(page, postUrl())
      expect(await markServerForm(page)).toBe(true)
      // Settled: the comments are shown and the page has nothing more to fetch.
      await poll(() => page.locator('#comments-heading').textContent()).toMatch(/^\d+ Comments?$/)
      await page.waitForLoadState('networkidle')

      expect(formCode).toEqual([])
      expect(await sameServerForm(page)).toBe(true)
      const send = leaveForm(page).getByRole('button', { name: 'Post Comment' })
      expect(await send.isDisabled()).toBe(true)

      await leaveForm(page).scrollIntoViewIfNeeded()
      await poll(() => formCode.length).toBe(1)
      await poll(() => send.isEnabled()).toBe(true)
      expect(await sameServerForm(page)).toBe(true)

      const text = `Read it on my phone on the way to Ikeja (${colorScheme}) ${Date.now()}`
      await leaveForm(page).getByLabel('Name').fill('Tunde')
      await leaveForm(page).getByLabel('Message').fill(text)
      await leaveForm(page).getByLabel(COMMENT_CONSENT_LABEL).check()
      await send.click()
      await poll(() => page.getByText(COMMENT_MESSAGES.awaitingModeration).isVisible()).toBe(true)
      expect(JSON.parse(commentPosts().at(-1)?.body ?? '{}')).toMatchObject({ name: 'Tunde', text })
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('leaves a post whose form has not loaded by a link, and the next post gets a working form', async () => {
    const context = await stack.newContext(PHONE)
    const { formCode } = await watchFormCode(context)
    const page = await context.newPage()
    await gotoHydrated(page, postUrl())
    await poll(() => page.locator('#comments-heading').textContent()).toMatch(/^\d+ Comments?$/)
    await page.waitForLoadState('networkidle')
    expect(formCode).toEqual([])

    // An in-app navigation renders the page around the waiting form: it must still go through.
    const next = page.locator('.sidebar-recent a').first()
    const nextTitle = ((await next.textContent()) ?? '').trim()
    await next.click()
    await poll(() => page.locator('h1').first().textContent()).toBe(nextTitle)
    expect(new URL(page.url()).pathname).not.toBe(new URL(postUrl()).pathname)

    // No server HTML this time: the form appears once its code loads, as the reader nears it.
    await page.locator('#comments-heading').scrollIntoViewIfNeeded()
    const send = leaveForm(page).getByRole('button', { name: 'Post Comment' })
    await poll(() => send.isEnabled()).toBe(true)
    const text = `Found this one from the sidebar ${Date.now()}`
    await leaveForm(page).getByLabel('Name').fill('Kelechi')
    await leaveForm(page).getByLabel('Message').fill(text)
    await leaveForm(page).getByLabel(COMMENT_CONSENT_LABEL).check()
    await send.click()
    await poll(() => page.getByText(COMMENT_MESSAGES.awaitingModeration).isVisible()).toBe(true)
    expect(JSON.parse(commentPosts().at(-1)?.body ?? '{}')).toMatchObject({ name: 'Kelechi', text })
    await context.close()
  })

  it('keeps what was typed before the code arrived, never submits the page meanwhile, and sends it all', async () => {
    const context = await stack.newContext(PHONE)
    const { formCode, release } = await watchFormCode(context, { hold: true })
    const page = await context.newPage()
    await gotoHydrated(page, postUrl())
    expect(await markServerForm(page)).toBe(true)
    const form = leaveForm(page)
    const name = form.getByLabel('Name')
    await name.scrollIntoViewIfNeeded()
    await name.click()
    await page.keyboard.type('Amaka E.')
    await form.getByLabel(/^Email/).click()
    await page.keyboard.type('amaka@example.com')
    await form.getByLabel(COMMENT_CONSENT_LABEL).check()
    // Enter in a field would submit the server's form to the page's own URL, with what was typed in it.
    await name.press('Enter')
    await poll(() => formCode.length).toBe(1)
    expect(page.url()).toBe(postUrl())
    expect(await form.getByRole('button', { name: 'Post Comment' }).isDisabled()).toBe(true)

    release()
    const send = form.getByRole('button', { name: 'Post Comment' })
    await poll(() => send.isEnabled()).toBe(true)
    expect(await sameServerForm(page)).toBe(true)
    // Typing after the code arrived re-renders the form: the earlier fields must keep their values.
    const text = `Typed before the form had loaded ${Date.now()}`
    await form.getByLabel('Message').fill(text)
    expect(await name.inputValue()).toBe('Amaka E.')
    expect(await form.getByLabel(/^Email/).inputValue()).toBe('amaka@example.com')
    expect(await form.getByLabel(COMMENT_CONSENT_LABEL).isChecked()).toBe(true)
    await send.click()
    await poll(() => page.getByText(COMMENT_MESSAGES.awaitingModeration).isVisible()).toBe(true)
    expect(JSON.parse(commentPosts().at(-1)?.body ?? '{}')).toMatchObject({
      name: 'Amaka E.',
      email: 'amaka@example.com',
      consent: true,
      text,
    })
    expect(page.url()).toBe(postUrl())
    await context.close()
  })
})
