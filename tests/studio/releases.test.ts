/**
 * A release in the Studio's own UI, on the lake's releases (lake/src/releases/), with the real site server reading the
 * same lake: an editor creates a release, adds a writer's new post, the home page with a new headline and a service
 * page with a new title, and schedules it a minute ahead. At its time the lake publishes the three in one
 * transaction and the site shows them together (one live event); a reader polling home meanwhile, following every
 * post link, never gets one that answers 404. And one document alone: Schedule publish on a draft makes it a
 * Scheduled Draft (a release of one), which visitors do not see before its time.
 */
import type { Page } from 'playwright'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { RunningSite } from '../../site/server/serve.ts'
import { buildTestSite, serveTestSite } from '../support/site.ts'
import { addMember, signIn } from '../support/team.ts'
import { waitFor as waitUntil } from '../support/wait.ts'
import { type StudioHarness, startStudioHarness } from './support/harness.ts'
import { clickUntil, runDocumentAction } from './support/ui.ts'

const POST = {
  id: 'post-kano-launch',
  title: 'Escrow for Kano textile buyers',
  slug: 'escrow-for-kano-textile-buyers',
}
const HEADLINE = 'Escrow for every trade, from Kano to Lagos'
const SERVICE_TITLE = 'Escrow for textile trade'

let harness: StudioHarness
let site: RunningSite
let editor: string
let service: { _id: string; slug: string }
let refs: { author: string; category: string }

/** A post ready to publish (author, category, body), as a draft never published. */
const postDraft = (id: string, title: string, slug: string) => ({
  _id: `drafts.${id}`,
  _type: 'post',
  title,
  slug: { _type: 'slug', current: slug },
  publishedAt: new Date().toISOString(),
  author: { _type: 'reference', _ref: refs.author },
  categories: [{ _type: 'reference', _ref: refs.category, _key: 'c1' }],
  body: [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 's1', text: `${title}, in full.`, marks: [] }],
    },
  ],
})

beforeAll(async () => {
  const [started, built] = await Promise.all([startStudioHarness({ seed: true }), buildTestSite()])
  harness = started
  site = await serveTestSite(built, harness.lake.url)
  const member = await addMember(harness.lake, 'emeka@escrova.test', ['editor'])
  editor = await signIn(harness.lake, member.email, member.password)
  const writer = harness.lake.client('write')
  service = await writer.fetch(
    '*[_type == "servicePage" && defined(slug.current)] | order(_id asc)[0]{_id, "slug": slug.current}',
  )
  const [author, category] = await Promise.all([
    writer.fetch<string>('*[_type == "author"][0]._id'),
    writer.fetch<string>('*[_type == "category"][0]._id'),
  ])
  refs = { author, category }
  // The writer's post, ready for the editor: a draft never published.
  await writer.create(postDraft(POST.id, POST.title, POST.slug))
  await waitUntil(() => site.live.connected, { timeoutMs: 60_000 })
}, 900_000)
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await harness.screenshots(context.task.name)
})
afterAll(async () => {
  await site?.close()
  await harness?.close()
})

const raw = () => harness.lake.client('write').withConfig({ apiVersion: '2025-02-19', perspective: 'raw' })

/** A moment as the Studio's date inputs show it ("Nov 26, 2026 18:25"), in the browser's own time zone. */
const inputValue = (page: Page, at: Date) =>
  page.evaluate(
    (ms) =>
      new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(new Date(ms))
        .replace(/, (\d\d:\d\d)$/, ' $1'),
    at.getTime(),
  )

/** Opens a document in the release's perspective, adds it to the release, and waits for its version. */
async function addToRelease(page: Page, releaseId: string, id: string, type: string) {
  await page.goto(`${harness.studio.url}/intent/edit/id=${id};type=${type}?perspective=${releaseId}`)
  await page.getByRole('button', { name: 'Add to release' }).click()
  await waitUntil(() => raw().getDocument(`versions.${releaseId}.${id}`), { timeoutMs: 60_000 })
}

/** Types into a field of the open version until the version holds the text (the form may re-render under a fill). */
async function setField(
  page: Page,
  testId: string,
  versionId: string,
  read: (doc: Record<string, unknown>) => unknown,
  text: string,
) {
  const input = page.getByTestId(testId).locator('input, textarea').first()
  await waitUntil(
    async () => {
      if ((await input.inputValue()) !== text) await input.fill(text)
      const version = await raw().getDocument(versionId)
      return version ? read(version) === text : false
    },
    { timeoutMs: 60_000, intervalMs: 500 },
  )
}

describe('a release scheduled in the Studio', () => {
  it('goes out at its time: the post, home and a service page together, never a link to a 404', async () => {
    const { page } = await harness.open({ token: editor }, '/releases')
    // The editor creates the release ("At time"; the exact time is set when scheduling).
    const create = page.getByRole('dialog')
    // The list draws its empty state again as it loads, and a click on the button it replaced opens nothing
    // (clean-clone run cc21 waited 90 s for the form): clicked until the form shows, never again once it has.
    await clickUntil(page.getByRole('button', { name: 'New release' }).first(), () =>
      create.getByTestId('release-form-title').isVisible(),
    )
    await create.getByTestId('release-form-title').fill('Kano launch')
    await create.locator('button[data-ui="MenuButton"]').first().click()
    await page.getByRole('menuitem', { name: 'At time' }).click()
    await create.getByTestId('date-input').fill(await inputValue(page, new Date(Date.now() + 3_600_000)))
    await create.getByTestId('date-input').press('Tab')
    // Made once: the dialog closes when the release is made, and the click is not made again after that.
    await clickUntil(create.getByRole('button', { name: 'Create release' }), async () =>
      /\/releases\/r[\w-]+/.test(page.url()),
    )
    const releaseId = new URL(page.url()).pathname.split('/').pop() as string
    expect(await raw().getDocument(`_.releases.${releaseId}`)).toMatchObject({
      state: 'active',
      metadata: { title: 'Kano launch', releaseType: 'scheduled' },
    })

    // The three documents, each added in the release's perspective; home and the service page changed there.
    await addToRelease(page, releaseId, POST.id, 'post')
    await addToRelease(page, releaseId, 'homePage', 'homePage')
    await setField(
      page,
      'field-hero.headline',
      `versions.${releaseId}.homePage`,
      (doc) => (doc.hero as { headline?: string })?.headline,
      HEADLINE,
    )
    await addToRelease(page, releaseId, service._id, 'servicePage')
    await setField(
      page,
      'field-title',
      `versions.${releaseId}.${service._id}`,
      (doc) => doc.title,
      SERVICE_TITLE,
    )
    // Nothing of it is public yet.
    const anonymous = harness.lake.client(null)
    expect(await anonymous.getDocument(POST.id)).toBeUndefined()
    expect((await fetch(`${site.url}/`).then((r) => r.text())).includes(HEADLINE)).toBe(false)

    // A reader polls home from now on, following every post link it shows.
    const reader = { rounds: 0, halfDone: 0, broken: [] as string[], done: false }
    const followed = new Map<string, number>()
    const reading = (async () => {
      while (!reader.done) {
        const home = await fetch(`${site.url}/`).then((r) => r.text())
        reader.rounds += 1
        if (home.includes(POST.title) !== home.includes(HEADLINE)) reader.halfDone += 1
        for (const [, slug] of home.matchAll(/href="\/blogs\/([a-z0-9-]+)"/g)) {
          if (followed.get(slug) === 200) continue
          const answer = await fetch(`${site.url}/blogs/${slug}`)
          await answer.arrayBuffer()
          const status = answer.status
          followed.set(slug, status)
          if (status !== 200) reader.broken.push(`${slug}: ${status}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })().catch((error: unknown) => {
      // A failed test stops the reader and then the site; its round under way may be cut off.
      if (!reader.done) throw error
    })
    onTestFinished(() => {
      reader.done = true
    })

    await page.goto(`${harness.studio.url}/releases/${releaseId}`)
    const schedule = page.getByRole('dialog')
    // The release page renders in stages, and a click it drew again under opens nothing: clicked until the dialog
    // shows, never again once it has. (Clean-clone CI twice found this button off for good: the lake refused the
    // Studio's rights probe for its time, which the Studio keeps as "not allowed"; lake/README.md, "Errors".)
    await clickUntil(page.getByRole('button', { name: /Schedule release/ }), () =>
      schedule.getByTestId('date-input').isVisible(),
    )
    // Scheduled for the next whole minute at least 20 s ahead (the date input has minute precision), counted once
    // the dialog is open: on a loaded machine opening it took long enough that a time chosen before was past, and
    // the Studio (rightly) refused it.
    const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
    await schedule.getByTestId('date-input').fill(await inputValue(page, at))
    await schedule.getByTestId('date-input').press('Tab')
    await schedule.getByRole('button', { name: 'Yes, schedule' }).click()
    await waitUntil(() => raw().getDocument(`_.releases.${releaseId}`), {
      accept: (release) => release?.state === 'scheduled',
      timeoutMs: 60_000,
    })
    expect((await raw().getDocument(`_.releases.${releaseId}`))?.publishAt).toBe(at.toISOString())
    const messagesBefore = site.live.stats.messages

    // At its time the three show on the site.
    const shows = async () => {
      const [home, post, servicePage] = await Promise.all(
        ['/', `/blogs/${POST.slug}`, `/services/${service.slug}`].map((path) =>
          fetch(`${site.url}${path}`).then(async (r) => ({ status: r.status, body: await r.text() })),
        ),
      )
      return (
        home.body.includes(HEADLINE) &&
        home.body.includes(POST.title) &&
        post.status === 200 &&
        servicePage.body.includes(SERVICE_TITLE)
      )
    }
    await waitUntil(shows, { timeoutMs: 180_000, intervalMs: 250 })
    // The reader's round under way may have read home just before it changed: two more rounds read the new home.
    const roundsAtShow = reader.rounds
    await waitUntil(() => reader.rounds >= roundsAtShow + 2, { timeoutMs: 60_000 })
    reader.done = true
    await reading
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    expect(reader.rounds).toBeGreaterThan(0)
    expect({ halfDone: reader.halfDone, broken: reader.broken }).toEqual({ halfDone: 0, broken: [] })
    expect(followed.get(POST.slug)).toBe(200)

    // Together: one transaction (each published document's revision is it), one live event to the site.
    const release = await raw().getDocument(`_.releases.${releaseId}`)
    expect(release).toMatchObject({ state: 'published' })
    const revisions = await raw().fetch<string[]>('*[_id in $ids]._rev', {
      ids: [POST.id, 'homePage', service._id],
    })
    expect(revisions).toHaveLength(3)
    expect(new Set(revisions).size).toBe(1)
    expect(site.live.stats.messages - messagesBefore).toBe(1)
    // The Studio shows it published.
    await page
      .getByText(/Published/)
      .first()
      .waitFor()
    // Its Activity names each step, the document versions added included (the lake's release events).
    await page.getByRole('button', { name: 'Activity' }).click()
    await page.getByText('Published the Kano launch release').waitFor()
    await page.getByText('Marked as scheduled').waitFor()
    await expect.poll(() => page.getByText('Added a document version').count(), { timeout: 30_000 }).toBe(3)
  }, 900_000)

  it('Schedule publish makes a draft a Scheduled Draft, private until its time', async () => {
    const id = 'post-scheduled-draft'
    const slug = 'escrow-for-abuja-landlords'
    await harness.lake.client('write').create(postDraft(id, 'Escrow for Abuja landlords', slug))
    const { page } = await harness.open({ token: editor }, `/intent/edit/id=${id};type=post`)
    await page.getByTestId('field-title').locator('input').waitFor()
    const dialog = page.getByRole('dialog')
    await runDocumentAction(page, 'Schedule publish', { shows: dialog.getByTestId('date-input') })
    const at = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000)
    await dialog.getByTestId('date-input').fill(await inputValue(page, at))
    await dialog.getByTestId('date-input').press('Tab')
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click()

    const version = await waitUntil(
      () =>
        raw().fetch<{ _id: string; title: string } | null>('*[_id in path($path)][0]{_id, title}', {
          path: `versions.*.${id}`,
        }),
      { timeoutMs: 60_000 },
    )
    const releaseId = version?._id.split('.')[1]
    const release = await waitUntil(() => raw().getDocument(`_.releases.${releaseId}`), {
      accept: (doc) => doc?.state === 'scheduled',
      timeoutMs: 60_000,
    })
    expect(release).toMatchObject({
      publishAt: at.toISOString(),
      metadata: { releaseType: 'scheduled', cardinality: 'one' },
    })
    expect(version?.title).toBe('Escrow for Abuja landlords')
    // Until then visitors have no such post.
    expect(await harness.lake.client(null).getDocument(id)).toBeUndefined()
    expect((await fetch(`${site.url}/blogs/${slug}`)).status).toBe(404)
  }, 300_000)
})
