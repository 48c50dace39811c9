import { CONTENT_API } from '@escrova/schemas/settings'
import { describe, expect, it } from 'vitest'
import { publishDueDrafts } from '../../functions/src/schedule/publish-due.ts'
import { silentLogger } from '../../functions/src/util/logger.ts'
import { poll } from '../support/wait.ts'
import { readyPostDraft, seedFixtures } from './support/fixtures.ts'
import { studioSuite } from './support/suite.ts'
import { aMinuteAhead, focusBody, scheduleDraft, waitFor } from './support/ui.ts'

/**
 * Schedule waits for the editor's last keystrokes, as Publish does: an editor who types and schedules at once gets
 * the text they typed published by the job, and no keystroke lands after the publication as a stray draft.
 */
const studio = studioSuite(seedFixtures)

const BODY =
  'Typed just before scheduling: the buyer pays into escrow, the seller ships, then the money moves.'
const PUBLISHED_ID = 'post-typed-then-scheduled'
const DRAFT = readyPostDraft(PUBLISHED_ID, 'Escrow for second-hand phones', 'escrow-second-hand-phones')

type Block = { children?: Array<{ text?: string }> }
const plainText = (body: unknown) =>
  ((body ?? []) as Block[])
    .map((block) => (block.children ?? []).map((span) => span.text).join(''))
    .join('\n\n')

/** The draft after each of its transactions, oldest first. */
async function draftVersions(): Promise<Array<Record<string, unknown> | null>> {
  const { lake } = studio.harness
  const get = (path: string) =>
    fetch(`${lake.url}/v${CONTENT_API.apiVersion}/data/history/${CONTENT_API.dataset}/${path}`, {
      headers: { authorization: `Bearer ${lake.tokens.write}` },
    }).then((response) => response.text())
  const log = await get(`transactions/${DRAFT._id}?excludeContent=true`)
  const revisions = log
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { id: string }).id)
  const versions = []
  for (const revision of revisions) {
    const { documents } = JSON.parse(await get(`documents/${DRAFT._id}?revision=${revision}`)) as {
      documents: Array<Record<string, unknown>>
    }
    versions.push(documents[0] ?? null)
  }
  return versions
}

describe('an editor who types and schedules at once', () => {
  it('gets the final text published by the schedule job, and no stray draft after it', async () => {
    const writer = studio.harness.lake.client('write')
    await writer.createOrReplace(DRAFT)
    const { page } = await studio.harness.open('write', `/structure/blog;posts;posts-drafts;${PUBLISHED_ID}`)

    // The lake is slow to confirm the editor's changes: their requests are held until the test lets them go.
    let letThrough!: () => void
    const held = new Promise<void>((resolve) => {
      letThrough = resolve
    })
    let firstHeld!: () => void
    const somethingHeld = new Promise<void>((resolve) => {
      firstHeld = resolve
    })
    await page.route(/\/data\/(mutate|actions)\//, async (route) => {
      firstHeld()
      await held
      await route.continue()
    })

    await focusBody(page)
    // One input event for the whole text: keys typed one by one into an empty editor can race its first block's
    // creation (the caret jumps back to the start, and the text lands out of order), which is not what is tested here.
    await page.keyboard.insertText(BODY)
    await somethingHeld
    // While the typing is on its way, Schedule cannot be chosen (as Publish, it waits for the sync).
    const footer = page.getByTestId('pane-footer').last()
    await footer.getByTestId('action-menu-button').click()
    const scheduleItem = page.getByRole('menuitem', { name: 'Schedule' })
    await poll(() => scheduleItem.isDisabled({ timeout: 2000 }), { timeout: 30_000 }).toBe(true)
    await page.keyboard.press('Escape')
    letThrough()

    // Then, at once: Schedule is clicked as soon as it is enabled again.
    const at = aMinuteAhead()
    await scheduleDraft(page, at)

    await waitFor(
      () => writer.getDocument(DRAFT._id),
      (draft) => typeof draft?.scheduledPublishAt === 'string',
    )
    // The draft as it stood when the schedule was set (the lake's history API, which the Studio's history uses):
    // it already held every keystroke, so the schedule was not set ahead of the typing.
    const versions = await draftVersions()
    const whenScheduled = versions.find((draft) => typeof draft?.scheduledPublishAt === 'string')
    expect(plainText(whenScheduled?.body)).toBe(BODY)

    // The job runs the moment the schedule is there, its clock past the chosen time.
    const job = writer.withConfig({ perspective: 'raw' })
    const run = await publishDueDrafts(job, new Date(at.getTime() + 1000), silentLogger)
    expect(run.published).toEqual([PUBLISHED_ID])
    expect(
      await writer.fetch('*[_id == $id][0]{"text": pt::text(body), scheduledPublishAt}', {
        id: PUBLISHED_ID,
      }),
    ).toEqual({ text: BODY, scheduledPublishAt: null })

    // The Studio sees the publication; by then it has sent everything the editor typed, and no draft came back.
    await page
      .getByText(/^Last published/)
      .first()
      .waitFor()
    expect(await writer.getDocument(DRAFT._id)).toBeUndefined()
    // Requests still passing the (now open) gate finish before the page goes.
    await page.unrouteAll({ behavior: 'wait' })
  }, 300_000)
})
