/**
 * /wait-list in Chromium through the real function and spreadsheet sink: every validation message of docs/product-rules.md#validation, the
 * two steps, the journey ending as a row in the sink's CSV, the function's own 422 field errors, the failure modal
 * when the function is down, accessible modals and no axe violations.
 */
import AxeBuilder from '@axe-core/playwright'
import { CONSENT_LABEL, WAIT_LIST_LIMITS, WAIT_LIST_MESSAGES } from '@escrova/schemas/wait-list'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { poll } from '../support/wait.ts'
import { type BlogStack, startBlogStack } from './blog-stack.ts'
import { gotoHydrated } from './helpers.ts'

let stack: BlogStack

// The site build is shared by the run and may be waiting for another worker's build.
beforeAll(async () => {
  stack = await startBlogStack()
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

const SUCCESS_TEXT =
  "Your application for the beta program of Escrova has been received. We'll reach out to selected testers soon."
const FAILURE_TEXT = 'Something went wrong while submitting. Please check your connection and try again.'

async function open(): Promise<Page> {
  const page = await stack.newPage()
  await gotoHydrated(page, `${stack.siteUrl}/wait-list`)
  return page
}

async function fillStepOne(
  page: Page,
  values: { name?: string; email?: string; phone?: string; state?: string } = {},
) {
  await page.getByLabel('Full name').fill(values.name ?? 'Amaka Nwosu')
  await page.getByLabel('Email').fill(values.email ?? 'amaka@example.com')
  await page.getByLabel('Phone number').fill(values.phone ?? '+234 803 123 4567')
  await page.getByLabel('Location (state)').selectOption(values.state ?? 'Enugu')
}

const errorText = (page: Page) => page.locator('.field-error').allTextContents()

describe('wait-list', () => {
  it('checks step 1 with the spec’s messages before Next, and editing a field clears its error', async () => {
    const page = await open()
    await page.getByRole('button', { name: 'Next' }).click()
    expect(await errorText(page)).toEqual([
      WAIT_LIST_MESSAGES.fullNameRequired,
      WAIT_LIST_MESSAGES.emailRequired,
      WAIT_LIST_MESSAGES.phoneRequired,
      WAIT_LIST_MESSAGES.locationRequired,
    ])
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true')
    // Whitespace is not a value.
    await page.getByLabel('Full name').fill('   ')
    expect(await errorText(page)).not.toContain(WAIT_LIST_MESSAGES.fullNameRequired)
    await page.getByLabel('Email').fill('amaka@')
    await page.getByRole('button', { name: 'Next' }).click()
    expect(await errorText(page)).toEqual([
      WAIT_LIST_MESSAGES.fullNameRequired,
      WAIT_LIST_MESSAGES.emailInvalid,
      WAIT_LIST_MESSAGES.phoneRequired,
      WAIT_LIST_MESSAGES.locationRequired,
    ])
    expect(await page.getByRole('button', { name: 'Submit Application' }).count()).toBe(0)
    await page.getByLabel('Phone number').fill('0803')
    expect(await errorText(page)).not.toContain(WAIT_LIST_MESSAGES.phoneRequired)
    await page.getByLabel('Location (state)').selectOption('Lagos')
    expect(await errorText(page)).not.toContain(WAIT_LIST_MESSAGES.locationRequired)
    // 37 states plus the placeholder.
    expect(await page.getByLabel('Location (state)').locator('option').count()).toBe(38)
    await page.getByRole('button', { name: 'Next' }).click()
    expect(await errorText(page)).toEqual([
      WAIT_LIST_MESSAGES.fullNameRequired,
      WAIT_LIST_MESSAGES.emailInvalid,
      WAIT_LIST_MESSAGES.phoneInvalid,
    ])
    // Still on step 1.
    expect(await page.getByRole('button', { name: 'Submit Application' }).count()).toBe(0)
    await page.context().close()
  })

  it('checks step 2 on submit, asks for the Other need, and Back keeps every value', async () => {
    const page = await open()
    await fillStepOne(page)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Submit Application' }).click()
    expect(await errorText(page)).toEqual([
      WAIT_LIST_MESSAGES.keyNeedsRequired,
      WAIT_LIST_MESSAGES.platformsRequired,
      WAIT_LIST_MESSAGES.consentRequired,
    ])
    await page.getByLabel('Other').check()
    expect(await errorText(page)).toEqual([
      WAIT_LIST_MESSAGES.platformsRequired,
      WAIT_LIST_MESSAGES.consentRequired,
    ])
    await page.getByRole('button', { name: 'Submit Application' }).click()
    expect(await errorText(page)).toEqual([
      WAIT_LIST_MESSAGES.otherNeedRequired,
      WAIT_LIST_MESSAGES.platformsRequired,
      WAIT_LIST_MESSAGES.consentRequired,
    ])
    await page.getByLabel('Please specify your need').fill('Paying suppliers in Aba')
    await page.getByLabel('Android').check()
    await page.getByLabel(CONSENT_LABEL).check()
    expect(await errorText(page)).toEqual([])
    expect(stack.functionRequests.filter((r) => r.path === '/api/wait-list')).toHaveLength(0)

    await page.getByRole('button', { name: 'Back' }).click()
    expect(await page.getByLabel('Full name').inputValue()).toBe('Amaka Nwosu')
    expect(await page.getByLabel('Email').inputValue()).toBe('amaka@example.com')
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+234 803 123 4567')
    expect(await page.getByLabel('Location (state)').inputValue()).toBe('Enugu')
    await page.getByRole('button', { name: 'Next' }).click()
    expect(await page.getByLabel('Other').isChecked()).toBe(true)
    expect(await page.getByLabel('Please specify your need').inputValue()).toBe('Paying suppliers in Aba')
    expect(await page.getByLabel('Android').isChecked()).toBe(true)
    expect(await page.getByLabel(CONSENT_LABEL).isChecked()).toBe(true)
    await page.context().close()
  })

  it('submits the journey, shows Submitting..., the success modal, Ok goes home, and the sheet gets the row', async () => {
    const page = await open()
    const email = `tester-${Date.now()}@example.com`
    await fillStepOne(page, { name: 'Ifeoma Eze', email, state: 'FCT' })
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('Escrow Service').check()
    await page.getByLabel('Online Selling').check()
    await page.getByLabel('iOS').check()
    await page.getByLabel('Web').check()
    await page.getByLabel(CONSENT_LABEL).check()

    // Hold the function's answer to see the sending state.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/wait-list', async (route) => {
      await held
      await route.fallback()
    })
    await page.getByRole('button', { name: 'Submit Application' }).click()
    const sending = page.getByRole('button', { name: 'Submitting...' })
    await poll(() => sending.isDisabled()).toBe(true)
    release()

    const dialog = page.getByRole('dialog', { name: 'Submission Successful!' })
    await poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.textContent()).toContain(SUCCESS_TEXT)
    // Focus is inside the modal and stays there.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body,
      ),
    ).toBe(true)
    const request = stack.functionRequests
      .filter((r) => r.path === '/api/wait-list' && r.method === 'POST')
      .at(-1)
    expect(request?.headers['idempotency-key']).toBeTruthy()

    await dialog.getByRole('button', { name: 'Ok' }).click()
    await page.waitForURL(`${stack.siteUrl}/`)

    await poll(() => stack.sheet.rows().find((row) => row.Email === email), {
      timeout: 20_000,
    }).toMatchObject({
      Name: 'Ifeoma Eze',
      Email: email,
      Phone: '+234 803 123 4567',
      Location: 'FCT',
      KeyNeeds: 'Escrow Service, Online Selling',
      OtherNeed: '',
      Platforms: 'iOS, Web',
      Consent: 'Yes',
    })
    await page.context().close()
  })

  it('counts an emoji or 𝒜 as one character: no maxlength cuts a field, the limit lands in the sheet, one more is refused', async () => {
    const page = await open()
    const email = `astral-${Date.now()}@example.com`
    const fullName = '𝒜'.repeat(WAIT_LIST_LIMITS.fullName)
    await fillStepOne(page, { name: `${fullName}𝒜`, email })
    // The browser's maxlength counts UTF-16 units and would stop these at half the limit.
    expect(await page.locator('form [maxlength]').count()).toBe(0)
    await page.getByRole('button', { name: 'Next' }).click()
    expect(await errorText(page)).toEqual([WAIT_LIST_MESSAGES.fullNameTooLong])
    await page.getByLabel('Full name').fill(fullName)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('Other').check()
    const otherNeed = '😀'.repeat(WAIT_LIST_LIMITS.otherNeed)
    await page.getByLabel('Please specify your need').fill(`${otherNeed}😀`)
    expect(await page.locator('form [maxlength]').count()).toBe(0)
    await page.getByLabel('Web').check()
    await page.getByLabel(CONSENT_LABEL).check()
    await page.getByRole('button', { name: 'Submit Application' }).click()
    expect(await errorText(page)).toEqual([WAIT_LIST_MESSAGES.otherNeedTooLong])
    await page.getByLabel('Please specify your need').fill(otherNeed)
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await poll(() => page.getByRole('dialog', { name: 'Submission Successful!' }).isVisible()).toBe(true)
    await poll(() => stack.sheet.rows().find((row) => row.Email === email), {
      timeout: 20_000,
    }).toMatchObject({ Name: fullName, OtherNeed: otherNeed })
    await page.context().close()
  })

  it('puts the function’s 422 field errors on their fields, back on step 1 when a step-1 field failed', async () => {
    const page = await open()
    await fillStepOne(page)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('Secure Transactions').check()
    await page.getByLabel('Desktop').check()
    await page.getByLabel(CONSENT_LABEL).check()
    // A body that slipped past the browser (an older tab, a tampered page): the real function judges it.
    await page.route('**/api/wait-list', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}')
      await route.fallback({ postData: JSON.stringify({ ...body, fullName: ' ', location: 'Atlantis' }) })
    })
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await poll(() => errorText(page)).toEqual([
      WAIT_LIST_MESSAGES.fullNameRequired,
      WAIT_LIST_MESSAGES.locationRequired,
    ])
    expect(await page.getByLabel('Full name').isVisible()).toBe(true)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.getByLabel('Full name').fill('Amaka N.')
    expect(await errorText(page)).toEqual([WAIT_LIST_MESSAGES.locationRequired])
    await page.context().close()
  })

  it('shows the failure modal when the function cannot be reached, and Close keeps the form', async () => {
    const page = await open()
    await fillStepOne(page)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('Freelance Payments').check()
    await page.getByLabel('Android').check()
    await page.getByLabel(CONSENT_LABEL).check()
    stack.reachable.fn = false
    try {
      await page.getByRole('button', { name: 'Submit Application' }).click()
      const dialog = page.getByRole('dialog', { name: 'Submission Failed' })
      await poll(() => dialog.isVisible()).toBe(true)
      expect(await dialog.textContent()).toContain(FAILURE_TEXT)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => v.id)).toEqual([])
      await dialog.getByRole('button', { name: 'Close' }).click()
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(await page.getByLabel('Freelance Payments').isChecked()).toBe(true)
      expect(await page.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true)
    } finally {
      stack.reachable.fn = true
    }
    await page.context().close()
  })

  it('has no axe violations on either step or with errors shown', async () => {
    const page = await open()
    const check = async () => {
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual(
        [],
      )
    }
    await check()
    await page.getByRole('button', { name: 'Next' }).click()
    await check()
    await fillStepOne(page)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await check()
    await page.context().close()
  })
})
