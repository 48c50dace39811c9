/**
 * The support-ticket form on /contact in Chromium through the real function and lake: the shared rules' messages
 * before sending, the privacy request's extra question, consent never pre-ticked, and a sent ticket showing its
 * reference number and landing as a private document.
 */
import { SUPPORT_CONSENT_LABEL, SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@escrova/schemas/support'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { poll } from '../support/wait.ts'
import { type BlogStack, startBlogStack } from './blog-stack.ts'
import { gotoHydrated } from './helpers.ts'

let stack: BlogStack
beforeAll(async () => {
  stack = await startBlogStack()
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

describe('support ticket form on /contact', () => {
  it('shows the shared messages, then sends a privacy request and shows its reference', async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/contact`)
    const form = page.locator('form.support-form')
    const consent = form.getByLabel(SUPPORT_CONSENT_LABEL)
    expect(await consent.isChecked()).toBe(false)
    await form.getByRole('button', { name: 'Send request' }).click()
    expect(await form.locator('.field-error').allTextContents()).toEqual([
      SUPPORT_MESSAGES.nameRequired,
      SUPPORT_MESSAGES.emailRequired,
      SUPPORT_MESSAGES.topicRequired,
      SUPPORT_MESSAGES.messageRequired,
      SUPPORT_MESSAGES.consentRequired,
    ])

    await form.getByLabel('Name', { exact: true }).fill('Ngozi Eze')
    await form.getByLabel('Email', { exact: true }).fill('ngozi.form@example.com')
    await form.getByLabel('Topic', { exact: true }).selectOption('privacy')
    await form.getByRole('button', { name: 'Send request' }).click()
    await form.getByText(SUPPORT_MESSAGES.privacyRequestRequired).waitFor()
    await form.getByLabel('Deletion', { exact: true }).check()
    await form.getByLabel('Message', { exact: true }).fill('Please delete my wait-list application.')
    await consent.check()
    await form.getByRole('button', { name: 'Send request' }).click()

    const reference = page.locator('.support-reference')
    await reference.waitFor()
    const number = (await reference.textContent()) ?? ''
    expect(number).toMatch(/^ESC-[0-9A-F]{4}-[0-9A-F]{4}$/)
    await poll(() =>
      stack.lake.client().fetch<string | null>('*[reference == $r][0].privacyRequest', { r: number }),
    ).toBe('deletion')
    expect(await stack.lake.client(null).fetch('*[reference == $r]', { r: number })).toEqual([])
  }, 300_000)

  it('counts an emoji as one character: no maxlength cuts the message, the limit sends, one more is refused', async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, `${stack.siteUrl}/contact`)
    const form = page.locator('form.support-form')
    // The browser's maxlength counts UTF-16 units and would stop a message of emoji at half the limit.
    expect(await form.locator('[maxlength]').count()).toBe(0)
    const name = '𝒜'.repeat(SUPPORT_LIMITS.name)
    await form.getByLabel('Name', { exact: true }).fill(name)
    await form.getByLabel('Email', { exact: true }).fill('emoji.form@example.com')
    await form.getByLabel('Topic', { exact: true }).selectOption('general')
    const message = form.getByLabel('Message', { exact: true })
    await message.fill('😀'.repeat(SUPPORT_LIMITS.message + 1))
    await form.getByLabel(SUPPORT_CONSENT_LABEL).check()
    await form.getByRole('button', { name: 'Send request' }).click()
    expect(await form.locator('.field-error').allTextContents()).toEqual([SUPPORT_MESSAGES.messageTooLong])

    await message.fill('😀'.repeat(SUPPORT_LIMITS.message))
    await form.getByRole('button', { name: 'Send request' }).click()
    const reference = page.locator('.support-reference')
    await reference.waitFor()
    const stored = await stack.lake
      .client()
      .fetch<{ name: string; message: string } | null>('*[reference == $r][0]{name, message}', {
        r: await reference.textContent(),
      })
    expect(stored).toEqual({ name, message: '😀'.repeat(SUPPORT_LIMITS.message) })
  }, 300_000)
})
