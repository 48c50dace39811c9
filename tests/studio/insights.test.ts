/**
 * Insights in the real Studio: a visit replayed through the real function (insights on chDB) as the site's script
 * and forms send it (a post from `?utm_source=x&utm_campaign=launch`, the wait-list, its first step, an application),
 * then an editor opens the Insights tool and the post's own Insights view and sees that visit; a viewer gets no tool.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { nodeInsights } from '@escrova/functions/events/node'
import { forwardedClientAddress } from '@escrova/functions/http/client-address'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validApplication } from '../function/harness.ts'
import { BROWSER_AGENT, sendBeacon } from '../insights/harness.ts'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { addMember, signIn } from '../support/team.ts'
import { studioSuite } from './support/suite.ts'

const POST = 'what-escrow-means-in-plain-terms'
const studio = studioSuite('dataset')

let fn: TestFunction
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'insights-studio-'))
  fn = await startTestFunction(
    { lakeUrl: studio.harness.lake.url, writeToken: studio.harness.lake.tokens.write },
    {
      clientAddress: forwardedClientAddress,
      insights: nodeInsights({ dataDir, rawRetentionDays: 30, rollupRetentionDays: 400 }),
    },
  )
  const visitor = { address: '10.9.0.1', agent: BROWSER_AGENT }
  const site = 'https://escrova.test'
  const steps = [
    { n: 'pageview', u: `${site}/blogs/${POST}?utm_source=x&utm_campaign=launch`, r: 'https://x.com/' },
    { n: 'pageview', u: `${site}/wait-list`, r: `${site}/blogs/${POST}` },
    { n: 'waitlist_step1', u: `${site}/wait-list` },
    { n: 'waitlist_submit', u: `${site}/wait-list` },
  ]
  for (const [index, step] of steps.entries())
    expect(
      (await sendBeacon(fn, visitor, { ...step, w: 390, l: 'en-NG', i: `studio-walk-${index}` })).status,
    ).toBe(202)
  const applied = await fn.post('/api/wait-list', validApplication({ email: 'walk@example.com' }), {
    'x-forwarded-for': visitor.address,
    'user-agent': visitor.agent,
  })
  expect(applied.status).toBe(201)
  await fn.service.services.insights?.flush()
}, 600_000)
afterAll(async () => {
  await fn?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** The Studio is built for the function's default address; this test's function listens elsewhere. */
async function openAs(roles: Parameters<typeof addMember>[2], email: string, path: string) {
  const { lake } = studio.harness
  const member = await addMember(lake, email, roles)
  const token = await signIn(lake, member.email, member.password)
  const opened = await studio.harness.open({ token }, path)
  await opened.context.route('http://127.0.0.1:8787/**', (route) =>
    route.continue({ url: route.request().url().replace('http://127.0.0.1:8787', fn.url) }),
  )
  await opened.page.reload()
  return opened
}

describe('Insights in the Studio', () => {
  it('shows an editor the visit: page views, the campaign, each funnel step, the application credited', async () => {
    const { page } = await openAs(['editor'], 'ines.editor@escrova.test', '/insights')
    const visitors = page.getByTestId('figure-Visitors')
    await visitors.getByText('1', { exact: true }).waitFor()
    await page.getByTestId('figure-Page views').getByText('2', { exact: true }).waitFor()
    await page.getByTestId('figure-Applications').getByText('1', { exact: true }).waitFor()
    await page.getByTestId('panel-Campaigns').getByText('launch').waitFor()
    await page.getByTestId('panel-Top posts').getByText(POST).waitFor()
    const funnel = page.getByTestId('funnel-Landing → wait-list → application')
    for (const step of ['Landed', 'Wait-list page', 'Step 1 passed', 'Application accepted'])
      await funnel.getByText(step).waitFor()
    expect(await funnel.getByText('(100.0% of the step before)').count()).toBe(3)
    await page.getByTestId('panel-Post read').getByText(POST).waitFor()
    await page.getByTestId('panel-Campaign').getByText('launch').waitFor()
    await page.getByTestId('live-visitors').getByText('Visitors now: 1').waitFor()
  }, 300_000)

  it('shows the post’s own numbers in its Insights view', async () => {
    const { page } = await openAs(
      ['editor'],
      'ola.editor@escrova.test',
      `/intent/edit/id=post-${POST};type=post/`,
    )
    await page.getByRole('tab', { name: 'Insights' }).first().click()
    await page.getByTestId('figure-Readers').getByText('1', { exact: true }).waitFor()
    await page.getByTestId('figure-Applications').getByText('1', { exact: true }).waitFor()
    await page.getByTestId('panel-Sources').getByText('x').first().waitFor()
  }, 300_000)

  it('gives a viewer no Insights tool', async () => {
    const { page } = await openAs(['viewer'], 'vera.viewer@escrova.test', '/structure')
    await page.getByText('Blog').first().waitFor()
    expect(await page.getByRole('link', { name: 'Insights' }).count()).toBe(0)
  }, 300_000)
})
