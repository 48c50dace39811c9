import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './harness.ts'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.stop())

const draft = (id: string, scheduledPublishAt: string, extra: Record<string, unknown> = {}) => ({
  _id: `drafts.${id}`,
  _type: 'post',
  title: `Scheduled ${id}`,
  slug: { _type: 'slug', current: id },
  scheduledPublishAt,
  ...extra,
})

describe('schedule job: publishing due drafts', () => {
  it('publishes a due draft without its schedule and leaves a future one alone', async () => {
    const client = h.lake.client()
    const past = new Date(Date.now() - 60_000).toISOString()
    const future = new Date(Date.now() + 3_600_000).toISOString()
    await client
      .transaction()
      .createOrReplace(draft('post-due', past))
      .createOrReplace(draft('post-due-with-date', past, { publishedAt: '2024-01-01T08:00:00.000Z' }))
      .createOrReplace(draft('post-later', future))
      // Already out, with a scheduled change: the post keeps its date.
      .createOrReplace({
        _id: 'post-live',
        _type: 'post',
        title: 'Live',
        publishedAt: '2024-02-01T08:00:00.000Z',
      })
      .createOrReplace(draft('post-live', past, { publishedAt: '2024-02-01T08:00:00.000Z' }))
      .commit({ visibility: 'sync' })

    const report = await h.fn.service.runSchedule()
    expect(report.errors).toEqual([])
    expect(report.publish?.published.sort()).toEqual(['post-due', 'post-due-with-date', 'post-live'])

    const published = await client.getDocument('post-due')
    expect(published).toMatchObject({ _type: 'post', title: 'Scheduled post-due', publishedAt: past })
    expect(published).not.toHaveProperty('scheduledPublishAt')
    expect(await client.getDocument('drafts.post-due')).toBeUndefined()
    // A first publication is dated at its scheduled time, whatever date the draft carried.
    expect(await client.getDocument('post-due-with-date')).toMatchObject({ publishedAt: past })
    expect(await client.getDocument('post-live')).toMatchObject({
      title: 'Scheduled post-live',
      publishedAt: '2024-02-01T08:00:00.000Z',
    })
    // Anonymous readers now see it.
    expect(await h.lake.client(null).getDocument('post-due')).toMatchObject({ title: 'Scheduled post-due' })

    expect(await client.getDocument('post-later')).toBeUndefined()
    expect(await client.getDocument('drafts.post-later')).toMatchObject({ scheduledPublishAt: future })
  })

  it("publishes a scheduled change to the site's copy as it is, with no post date added", async () => {
    const client = h.lake.client()
    const past = new Date(Date.now() - 60_000).toISOString()
    const terms = {
      _id: 'legal-terms',
      _type: 'legalPage',
      title: 'Terms and Conditions',
      lastUpdated: '2024-05-01',
    }
    await client
      .transaction()
      .createOrReplace(terms)
      .createOrReplace({
        ...terms,
        _id: 'drafts.legal-terms',
        lastUpdated: '2026-11-01',
        scheduledPublishAt: past,
      })
      .commit({ visibility: 'sync' })

    const report = await h.fn.service.runSchedule()
    expect(report.errors).toEqual([])
    expect(report.publish?.published).toContain('legal-terms')
    const published = await client.getDocument('legal-terms')
    expect(published).toMatchObject({ _type: 'legalPage', lastUpdated: '2026-11-01' })
    expect(published).not.toHaveProperty('publishedAt')
    expect(published).not.toHaveProperty('scheduledPublishAt')
  })

  it('publishes the future one once its time has come, and only once across concurrent runs', async () => {
    const client = h.lake.client()
    const due = new Date(Date.now() + 2 * 3_600_000)
    await client.createOrReplace(draft('post-race', due.toISOString()))
    const later = new Date(due.getTime() + 1_000)
    const [a, b] = await Promise.all([h.fn.service.runSchedule(later), h.fn.service.runSchedule(later)])
    const published = [...(a.publish?.published ?? []), ...(b.publish?.published ?? [])]
    expect(published.filter((id) => id === 'post-race').length).toBeGreaterThanOrEqual(1)
    expect(await client.getDocument('post-race')).toMatchObject({ title: 'Scheduled post-race' })
    expect(await client.getDocument('drafts.post-race')).toBeUndefined()
  })
})
