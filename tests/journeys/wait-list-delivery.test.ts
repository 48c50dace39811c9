/**
 * Journey 3: a visitor applies on /wait-list; staff find the application under Applications in the Studio with
 * delivery "delivered", and the row is in the spreadsheet sink's CSV. With the sheet failing, a second application
 * shows "pending"; once the sheet recovers and the schedule job's retry runs it shows "delivered", and the CSV holds
 * exactly one row for it.
 */
import { CONSENT_LABEL } from '@escrova/schemas/wait-list'
import type { Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { gotoHydrated } from '../site/helpers.ts'
import { retry, waitFor } from '../studio/support/ui.ts'
import { poll } from '../support/wait.ts'
import { journeyWithCachedSite } from './support/hooks.ts'

const journey = journeyWithCachedSite()

const stamp = Date.now()
const FIRST = { name: 'Amaka Nwosu', email: `amaka-${stamp}@example.com`, state: 'Enugu' }
const SECOND = { name: 'Tunde Bakare Jnr', email: `tunde-${stamp}@example.com`, state: 'Oyo' }
const SUCCESS_TEXT =
  "Your application for the beta program of Escrova has been received. We'll reach out to selected testers soon."

/** A visitor fills both steps of /wait-list and submits; they are told it was received. */
async function apply(applicant: { name: string; email: string; state: string }) {
  const page = await journey.site.newPage()
  await gotoHydrated(page, `${journey.site.url}/wait-list`)
  await page.getByLabel('Full name').fill(applicant.name)
  await page.getByLabel('Email').fill(applicant.email)
  await page.getByLabel('Phone number').fill('+234 803 123 4567')
  await page.getByLabel('Location (state)').selectOption(applicant.state)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Escrow Service').check()
  await page.getByLabel('Android').check()
  await page.getByLabel(CONSENT_LABEL).check()
  await page.getByRole('button', { name: 'Submit Application' }).click()
  const dialog = page.getByRole('dialog', { name: 'Submission Successful!' })
  await poll(() => dialog.isVisible(), { timeout: 30_000 }).toBe(true)
  expect(await dialog.textContent()).toContain(SUCCESS_TEXT)
  await page.context().close()
}

/** Staff open Applications → New in the Studio and the applicant's application, on its Delivery tab. */
async function openInStudio(applicant: { name: string; email: string }): Promise<Page> {
  const { page } = await journey.stack.studio.open('write', '/structure/applications;applications-new')
  // The list item: name, then review status, location and email.
  await page.getByText(applicant.name, { exact: true }).first().click({ timeout: 60_000 })
  await page.getByText(applicant.email).first().waitFor({ timeout: 60_000 })
  await retry(() => page.getByRole('tab', { name: 'Delivery' }).first().click({ timeout: 2_000 }))
  return page
}

/** The delivery status the Studio's form shows (its checked radio, labelled "Pending", "Delivered", "Failed"). */
async function shownDelivery(page: Page): Promise<string> {
  const field = page.getByTestId('field-delivery.status')
  await field.waitFor({ timeout: 30_000 })
  for (const status of ['pending', 'delivered', 'failed']) {
    if (await field.getByRole('radio', { name: new RegExp(`^${status}$`, 'i') }).isChecked()) return status
  }
  return 'none'
}

const application = (email: string) =>
  journey.stack.lake
    .client('write')
    .fetch<{ _id: string; delivery: { status: string; attempts: number } } | null>(
      '*[_type == "waitListApplication" && email == $email][0]{_id, delivery}',
      { email },
    )
const rowsFor = (email: string) => journey.stack.sheet.rows().filter((row) => row.Email === email)

describe('journey: wait-list applications reach the sheet and staff', () => {
  it('delivers an application: "delivered" in the Studio, one row in the CSV', async () => {
    await apply(FIRST)
    const stored = await waitFor(
      () => application(FIRST.email),
      (doc) => doc?.delivery.status === 'delivered',
    )
    expect(stored?._id).toMatch(/^waitList\./)
    // Private: the public API does not have it.
    expect(
      await journey.stack.lake
        .client(null)
        .fetch('*[_type == "waitListApplication" && email == $e][0]', { e: FIRST.email }),
    ).toBeNull()

    const page = await openInStudio(FIRST)
    await poll(() => shownDelivery(page), { timeout: 30_000 }).toBe('delivered')
    expect(rowsFor(FIRST.email)).toEqual([
      expect.objectContaining({ Name: FIRST.name, Location: FIRST.state, KeyNeeds: 'Escrow Service' }),
    ])
    await page.context().close()
  }, 600_000)

  it('with the sheet down it is "pending"; after recovery and the retry job, "delivered" and one row', async () => {
    await journey.stack.sheet.control('fail')
    await apply(SECOND)
    const pending = await waitFor(
      () => application(SECOND.email),
      (doc) => (doc?.delivery.attempts ?? 0) >= 1,
    )
    expect(pending?.delivery.status).toBe('pending')
    expect(rowsFor(SECOND.email)).toEqual([])

    const page = await openInStudio(SECOND)
    await poll(() => shownDelivery(page), { timeout: 30_000 }).toBe('pending')

    // The sheet recovers; the schedule job runs (its clock past the retry's due time and any delivery lease).
    await journey.stack.sheet.control('ok')
    journey.stack.clock.at = new Date(Date.now() + 10 * 60_000)
    const report = await journey.stack.fn.service.runSchedule()
    expect(report.errors).toEqual([])
    await waitFor(
      () => application(SECOND.email),
      (doc) => doc?.delivery.status === 'delivered',
    )
    // The open form follows the change live.
    await poll(() => shownDelivery(page), { timeout: 60_000 }).toBe('delivered')
    expect(rowsFor(SECOND.email)).toEqual([
      expect.objectContaining({ Name: SECOND.name, Location: SECOND.state }),
    ])

    // Another run of the job delivers nothing twice.
    await journey.stack.fn.service.runSchedule()
    expect(rowsFor(SECOND.email)).toHaveLength(1)
    expect(rowsFor(FIRST.email)).toHaveLength(1)
    await page.context().close()
  }, 600_000)
})
