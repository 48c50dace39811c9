import { buildSiteDocuments } from '@escrova/schemas/default-copy/documents'
import { FEE_PERCENT_MESSAGE } from '@escrova/schemas/pricing-limits'
import { SITE_MESSAGES } from '@escrova/schemas/schemaTypes/fields/siteFields'
import type { SanityClient } from '@sanity/client'
import type { Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { studioSuite } from './support/suite.ts'
import { documentMenuItems, retry, runDocumentAction, waitFor } from './support/ui.ts'

/** The site's copy in the real Studio (docs/product-rules.md#site-copy): the Site section, singletons, publishing and refused values. */
const withoutImages = (_key: string, value: unknown) =>
  value && typeof value === 'object' && '_sanityAsset' in value ? undefined : value

async function seedSiteCopy(writer: SanityClient) {
  const tx = writer.transaction()
  for (const doc of buildSiteDocuments()) tx.createOrReplace(JSON.parse(JSON.stringify(doc, withoutImages)))
  await tx.commit()
}

const studio = studioSuite(seedSiteCopy)

/** The message a field's error icon shows (the form shows it on hover, as an editor reads it). */
async function fieldError(page: Page, field: string, message: string): Promise<void> {
  await retry(async () => {
    await page
      .getByTestId(`field-${field}`)
      .getByTestId('input-validation-icon-error')
      .first()
      .hover({ timeout: 5000 })
    await page.getByText(message).first().waitFor({ timeout: 5000 })
  })
}

async function expectPublishDisabled(page: Page): Promise<void> {
  const publish = page.getByTestId('pane-footer').last().getByRole('button', { name: 'Publish' })
  await retry(async () => {
    if (!(await publish.isDisabled())) throw new Error('Publish is still enabled')
  })
}

describe('the Site section', () => {
  it('lists the singletons next to Blog, Moderation and Applications', async () => {
    const { page } = await studio.harness.open('write', '/structure/site')
    for (const title of [
      'Site settings',
      'Home page',
      'About page',
      'Services page',
      'Pricing',
      'FAQ items',
    ]) {
      await page.getByRole('link', { name: title }).first().waitFor()
    }
    for (const title of ['Blog', 'Moderation', 'Applications', 'Site']) {
      await page.getByRole('link', { name: title, exact: true }).first().waitFor()
    }
  })

  it('offers no duplicate or delete on a singleton, as it does on an FAQ item, and offers Schedule', async () => {
    const { page } = await studio.harness.open('write', '/structure/site;faqItem;faq-2')
    await page.getByTestId('field-question').locator('input').waitFor()
    const items = (await documentMenuItems(page)).join('|')
    expect(items).toMatch(/Duplicate/)
    expect(items).toMatch(/Delete/)
    // A change in progress, as an editor who means to schedule it has: Schedule publish acts on a draft.
    const writer = studio.harness.lake.client('write')
    const pricing = await writer.getDocument('pricing')
    await writer.createOrReplace({
      ...pricing,
      _id: 'drafts.pricing',
      heading: 'Pricing from January',
    } as never)
    const singleton = await studio.harness.open('write', '/structure/site;pricing')
    await singleton.page.getByTestId('field-heading').locator('input').waitFor()
    const singletonItems = (await documentMenuItems(singleton.page)).join('|')
    expect(singletonItems).not.toMatch(/Duplicate|Delete|Unpublish/)
    // Scheduled like any copy (a Scheduled Draft): a fee change can go live at a set time.
    expect(singletonItems).toMatch(/Schedule publish/)
    await writer.delete('drafts.pricing')
  })

  it('refuses a fee rate of 150 and an http store link with their messages', async () => {
    const { page } = await studio.harness.open('write', '/structure/site;pricing')
    await page.getByTestId('field-escrowHandlingChargePercent').locator('input').fill('150')
    await fieldError(page, 'escrowHandlingChargePercent', FEE_PERCENT_MESSAGE)
    await expectPublishDisabled(page)

    const settings = await studio.harness.open('write', '/structure/site;siteSettings')
    await settings.page.getByRole('tab', { name: 'Stores and socials' }).click()
    await settings.page
      .getByTestId('field-androidStoreUrl')
      .locator('input')
      .fill('http://play.google.com/store/apps/details?id=ng.escrova.app')
    await fieldError(settings.page, 'androidStoreUrl', SITE_MESSAGES.httpsOnly)
    await expectPublishDisabled(settings.page)
    // Nothing reached the published copy the site reads.
    const published = await studio.harness.lake
      .client(null)
      .fetch('*[_id == "pricing"][0].escrowHandlingChargePercent')
    expect(published).toBe(2)
  })

  it('edits an FAQ answer and publishes it', async () => {
    const { page } = await studio.harness.open('write', '/structure/site;faqItem;faq-1')
    const answer = page.getByTestId('field-answer').locator('textarea')
    await answer.fill('Escrova holds the buyer’s money until delivery is confirmed.')
    const answered = (doc?: Record<string, unknown>) =>
      doc?.answer === 'Escrova holds the buyer’s money until delivery is confirmed.'
    const readFaq = () => studio.harness.lake.client('write').getDocument('faq-1')
    await runDocumentAction(page, 'Publish', { done: async () => answered(await readFaq()) })
    const published = await waitFor(readFaq, answered)
    expect(published?.answer).toBe('Escrova holds the buyer’s money until delivery is confirmed.')
  })
})
