import { describe, expect, it } from 'vitest'
import { seedFixtures } from './support/fixtures.ts'
import { studioSuite } from './support/suite.ts'

/**
 * A person who has not taken the one-time certificate step: their browser refuses the lake's locally made
 * certificate, and the Studio says what to do (studio/lib/certificate-step.ts) instead of leaving Sanity's own
 * "Couldn't reach the Sanity servers" as the only word. Once the certificate is trusted, nothing of it shows.
 */
const studio = studioSuite(seedFixtures)

describe('the one-time certificate step', () => {
  it('is shown, with a link to the lake, to a browser that refuses the certificate', async () => {
    const { harness } = studio
    const context = await harness.browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(`${harness.studio.url}/structure`)
      const step = page.getByRole('alert').filter({ hasText: 'trust the local Content Lake’s certificate' })
      await step.waitFor()
      const lake = new URL(harness.lake.tlsUrl as string)
      expect(await step.getByRole('link').getAttribute('href')).toBe(
        `https://${harness.lake.projectId}.localhost:${lake.port}/v1/ping`,
      )
      expect(await step.getByRole('button', { name: 'Reload the Studio' }).count()).toBe(1)
    } finally {
      await context.close()
    }
  }, 300_000)

  it('is not shown once the certificate is trusted', async () => {
    const { page, context } = await studio.harness.open('write', '/structure')
    await page.getByRole('button', { name: 'Blog' }).or(page.getByText('Blog').first()).first().waitFor()
    expect(await page.getByText('trust the local Content Lake’s certificate').count()).toBe(0)
    await context.close()
  }, 300_000)
})
