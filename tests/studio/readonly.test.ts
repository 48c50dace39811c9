import { describe, expect, it } from 'vitest'
import { addMember } from '../support/team.ts'
import { poll } from '../support/wait.ts'
import { FIXTURES, seedFixtures } from './support/fixtures.ts'
import { studioSuite } from './support/suite.ts'
import { retry } from './support/ui.ts'

/** The read-only token: the Studio shows everything, and every form is read-only. */
const studio = studioSuite(seedFixtures)

describe('a viewer in the Studio', () => {
  it('gets read-only forms and no publish', async () => {
    const { page } = await studio.harness.open(
      'read',
      `/structure/blog;posts;posts-published;${FIXTURES.publishedPost._id}`,
    )
    const title = page.getByTestId('field-title').locator('input')
    await poll(() => title.inputValue({ timeout: 2000 }), { timeout: 90_000 }).toBe(
      FIXTURES.publishedPost.title,
    )
    // Permissions arrive after the form: wait for the input to turn read-only.
    await retry(async () => {
      const readOnly = await title.evaluate((input: HTMLInputElement) => input.readOnly || input.disabled)
      if (!readOnly) throw new Error('title still editable')
    })
    await title.click()
    await page.keyboard.type(' changed')
    expect(await title.inputValue()).toBe(FIXTURES.publishedPost.title)
    // The Studio tells the viewer why the form is locked; the notice can render after the inputs.
    await page
      .getByText(/read[- ]only|does not have permission|do not have permission|not have access/i)
      .first()
      .waitFor()
    const writer = studio.harness.lake.client('write')
    expect(await writer.getDocument(`drafts.${FIXTURES.publishedPost._id}`)).toBeUndefined()
  }, 180_000)

  it('the administrator token gets an editable form on the same post', async () => {
    const { page } = await studio.harness.open(
      'write',
      `/structure/blog;posts;posts-published;${FIXTURES.publishedPost._id}`,
    )
    const title = page.getByTestId('field-title').locator('input')
    await title.waitFor()
    await retry(async () => {
      const editable = await title.evaluate((input: HTMLInputElement) => !input.readOnly && !input.disabled)
      if (!editable) throw new Error('title still read-only')
    })
  }, 180_000)

  it('a person signs in as themselves on the lake sign-in page and gets the desk of their role', async () => {
    const { lake } = studio.harness
    const person = await addMember(lake, 'musa@escrova.test', ['moderator'], 'musa moderates comments')
    const context = await studio.harness.browser.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 1280, height: 800 },
    })
    try {
      const page = await context.newPage()
      await page.goto(`${studio.harness.studio.url}/structure`)
      // The Studio's own login screen lists the lake's provider.
      await page.getByText('E-mail and password').first().click({ timeout: 120_000 })
      await page.getByLabel('E-mail').fill(person.email)
      await page.getByLabel('Password').fill(person.password)
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.getByText('Moderation', { exact: true }).first().waitFor({ timeout: 120_000 })
      expect(new URL(page.url()).origin).toBe(studio.harness.studio.url)
      // A moderator's desk: no applications or support desk (the lake would refuse them anyway).
      // The root list renders its items together: once Moderation shows, the others would have too.
      await page.getByText('Blog', { exact: true }).first().waitFor()
      expect(await page.getByText('Applications', { exact: true }).count()).toBe(0)
      expect(await page.getByText('Support desk', { exact: true }).count()).toBe(0)
      // Nor the tools of other jobs.
      expect(await page.getByText('Data rights', { exact: true }).count()).toBe(0)
      expect(await page.getByText('Export applications', { exact: true }).count()).toBe(0)
      const stored = await page.evaluate(() => localStorage.getItem('__studio_auth_token_escrova'))
      const token = (JSON.parse(stored ?? '{}') as { token?: string }).token as string
      expect([lake.tokens.write, lake.tokens.read]).not.toContain(token)
      const me = await fetch(`${lake.url}/v1/users/me`, { headers: { authorization: `Bearer ${token}` } })
      expect(await me.json()).toMatchObject({ id: person.id, role: 'moderator' })
    } finally {
      await context.close()
    }
  }, 300_000)
})
