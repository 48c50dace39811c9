import { describe, expect, it } from 'vitest'
import { publishDuePosts } from '../../functions/src/schedule/publish-due.ts'
import { silentLogger } from '../../functions/src/util/logger.ts'
import { readyPostDraft, seedFixtures } from './support/fixtures.ts'
import { studioSuite } from './support/suite.ts'
import { aMinuteAhead, focusBody, schedulePost, waitFor } from './support/ui.ts'

/**
 * Schedule waits for the editor's last keystrokes, as Publish does: an editor who types and schedules at once gets
 * the text they typed published by the job, and no keystroke lands after the publication as a stray draft.
 */
const studio = studioSuite(seedFixtures)

const BODY =
  'Typed just before scheduling: the buyer pays into escrow, the seller ships, then the money moves.'
const PUBLISHED_ID = 'post-typed-then-scheduled'
const DRAFT = readyPostDraft(PUBLISHED_ID, 'Escrow for second-hand phones', 'escrow-second-hand-phones')

describe('an editor who types and schedules at once', () => {
  it('gets the final text published by the schedule job, and no stray draft after it', async () => {
    const writer = studio.harness.lake.client('write')
    await writer.createOrReplace(DRAFT)
    const { page } = await studio.harness.open('write', `/structure/blog;posts;posts-drafts;${PUBLISHED_ID}`)

    await focusBody(page)
    await page.keyboard.type(BODY)
    // No pause: Schedule is clicked as soon as it can be (it stays disabled while the typing syncs).
    const at = aMinuteAhead()
    await schedulePost(page, at)

    const draftState = () =>
      writer.fetch<{ text: string; scheduledPublishAt?: string } | null>(
        '*[_id == $id][0]{"text": pt::text(body), scheduledPublishAt}',
        { id: DRAFT._id },
        { perspective: 'raw' },
      )
    const scheduled = await waitFor(draftState, (draft) => typeof draft?.scheduledPublishAt === 'string')
    // The schedule arrived after the last keystroke: the draft the job will publish holds the whole text.
    expect(scheduled?.text).toBe(BODY)

    // The job runs the moment the schedule is there, its clock past the chosen time.
    const job = writer.withConfig({ perspective: 'raw' })
    const run = await publishDuePosts(job, new Date(at.getTime() + 1000), silentLogger)
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
  }, 300_000)
})
