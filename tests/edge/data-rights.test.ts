/**
 * A data-rights erasure reaches every copy of a person's comment: a visitor who applied, sent a ticket and commented
 * (approved, shown on the post's page) is found in full by the privacy officer through the function and erased, and
 * the post's page, opened in Chromium through the edge cache (Varnish), no longer shows the comment. Comments are
 * never in a page's HTML, so neither a replica's page cache nor the edge holds one to purge: the page reads them in
 * the browser from the content API (site/app/features/comments/README.md), which answers without it at once.
 */
import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDGE_SETTINGS, type RunningEdge, startEdge } from '../../site/edge/stack.ts'
import { varnishMissing } from '../../site/edge/varnish.ts'
import type { RunningSite } from '../../site/server/serve.ts'
import { validApplication, validComment, validTicket } from '../function/harness.ts'
import { launchChromium } from '../support/chromium.ts'
import { ENGLISH_POST } from '../support/english-posts.ts'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { type BuiltSite, buildTestSite, forward, serveTestSite } from '../support/site.ts'
import { addMember, signIn } from '../support/team.ts'
import { waitFor } from '../support/wait.ts'

let lake: TestLake
let replicas: RunningSite[]
let edge: RunningEdge
let fn: TestFunction
let officerToken: string
let browser: Browser
let built: BuiltSite

const EMAIL = 'funmi.adeyemi@example.com'
const WORDS = 'Funmi here: my first order through escrow arrived in two days.'

beforeAll(async () => {
  const missing = varnishMissing()
  if (missing) throw new Error(missing)
  built = await buildTestSite()
  lake = await startTestLake({ seed: true })
  replicas = await Promise.all([0, 1].map(() => serveTestSite(built, lake.url, { edge: EDGE_SETTINGS })))
  edge = await startEdge({ origins: replicas.map((site) => site.url), apiHost: lake.url, log: () => {} })
  fn = await startTestFunction({ lakeUrl: lake.url, writeToken: lake.tokens.write })
  const officer = await addMember(lake, 'privacy@escrova.test', ['privacyOfficer'])
  officerToken = await signIn(lake, officer.email, officer.password)
  browser = await launchChromium()
  await waitFor(() => edge.purger.live.connected && replicas.every((site) => site.live.connected), {
    timeoutMs: 30_000,
  })
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await fn?.close()
  await edge?.stop()
  await Promise.all((replicas ?? []).map((site) => site.close()))
  await lake?.stop()
})

const privacy = async (action: string, body: unknown) => {
  const response = await fetch(`${fn.url}/api/privacy/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${officerToken}` },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

describe('erasing a commenter', () => {
  it('finds the application, ticket and comment, and the erased comment leaves the page, also at the edge', async () => {
    const writer = lake.client('write')
    const post = await writer.fetch<{ _id: string; slug: string }>(
      `*[${ENGLISH_POST} && count(categories) > 0 && defined(slug.current) && publishedAt < now()] | order(publishedAt desc)[0]{_id, "slug": slug.current}`,
    )
    expect((await fn.post('/api/wait-list', validApplication({ email: EMAIL }))).status).toBe(201)
    expect((await fn.post('/api/support', validTicket({ email: EMAIL, name: 'Funmi Adeyemi' }))).status).toBe(
      201,
    )
    const sent = await fn.post(
      '/api/comments',
      validComment({ post: post._id, name: 'Funmi', email: EMAIL, text: WORDS }),
    )
    const { id } = (await sent.json()) as { id: string }
    // A moderator approves it (published, as the Studio's Approve does).
    const draft = await writer.getDocument(`drafts.${id}`)
    await writer
      .transaction()
      .createOrReplace({ ...draft, _id: id, moderationStatus: 'approved' } as never)
      .delete(`drafts.${id}`)
      .commit({ visibility: 'sync' })

    const path = `/blogs/${post.slug}`
    // What a reader sees: the post through the edge, its comments loaded.
    const shownComments = async () => {
      const context = await browser.newContext()
      // The build names its own content API address: the browser's requests go to this test's lake.
      await forward(context, new URL(built.apiHost).origin, new URL(lake.url).origin)
      const page = await context.newPage()
      try {
        await page.goto(edge.url + path)
        // Loaded once the heading counts them.
        await page.locator('#comments-heading', { hasText: /^\d+ Comments?$/ }).waitFor()
        return (await page.locator('section.comments').textContent()) ?? ''
      } finally {
        await context.close()
      }
    }
    await waitFor(async () => (await shownComments()).includes(WORDS), { timeoutMs: 30_000 })
    // The edge keeps the page, without the comment in it.
    await fetch(edge.url + path)
    const html = await fetch(edge.url + path)
    expect(html.headers.get('x-edge-cache')).toBe('hit')
    expect(await html.text()).not.toContain(WORDS)

    const found = (await privacy('find', { email: EMAIL, name: 'Funmi' })).records as Array<{
      _id: string
      _type: string
      matchedBy: string
    }>
    expect(found.map((record) => [record._type, record.matchedBy]).sort()).toEqual([
      ['comment', 'email'],
      ['supportTicket', 'email'],
      ['waitListApplication', 'email'],
    ])
    const erased = await privacy('erase', {
      email: EMAIL,
      name: 'Funmi',
      ids: found.map((record) => record._id),
    })
    expect(erased.documentIds).toContain(id)

    expect(await shownComments()).not.toContain(WORDS)
    for (const site of replicas) expect(await (await fetch(site.url + path)).text()).not.toContain(WORDS)
    expect(await writer.fetch('count(*[_id in $ids])', { ids: [id, `drafts.${id}`] })).toBe(0)
  })
})
