/**
 * The lake publishes a scheduled release itself at `publishAt`: every version in one transaction (one live event),
 * exactly once, and after a `kill -9` as soon as it is back (a real lake process, killed around the moment).
 */
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  lakeClient,
  removeDataDir,
  type SpawnedLake,
  spawnLake,
  startTestLake,
  type TestLake,
} from '../../tests/support/lake.ts'
import { waitFor } from '../../tests/support/wait.ts'
import { liveEvents } from './support/live.ts'

const V = '2025-02-19'
const raw = { perspective: 'raw' } as const

/** A release of three posts, each with a version in it, scheduled `inMs` from now; answers its `publishAt`. */
async function scheduleRelease(client: SanityClient, releaseId: string, inMs: number): Promise<string> {
  const posts = ['one', 'two', 'three'].map((n) => `${releaseId}-${n}`)
  const transaction = client.transaction()
  for (const id of posts) transaction.create({ _id: id, _type: 'post', title: `${id} before` })
  await transaction.commit()
  await client.releases.create({ releaseId, metadata: { title: releaseId, releaseType: 'scheduled' } })
  await client.action(
    posts.map((id) => ({
      actionType: 'sanity.action.document.version.create' as const,
      publishedId: id,
      document: { _id: `versions.${releaseId}.${id}`, _type: 'post', title: `${id} after` },
    })),
  )
  const publishAt = new Date(Date.now() + inMs).toISOString()
  await client.releases.schedule({ releaseId, publishAt })
  return publishAt
}

const releaseOf = (client: SanityClient, releaseId: string) =>
  client.getDocument(`_.releases.${releaseId}`) as Promise<
    { state: string; publishAt: string; publishedAt?: string; _rev: string } | undefined
  >

async function waitPublished(client: SanityClient, releaseId: string) {
  const release = await waitFor(() => releaseOf(client, releaseId), {
    timeoutMs: 60_000,
    accept: (found) => found?.state === 'published',
  })
  return release as NonNullable<typeof release>
}

/** How many transactions touched a document (its creation included). */
async function transactionsOf(url: string, token: string, id: string): Promise<number> {
  const response = await fetch(
    `${url}/v${V}/data/history/production/transactions/${id}?excludeContent=true`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  )
  return (await response.text()).trim().split('\n').filter(Boolean).length
}

describe('a scheduled release in a running lake', () => {
  let lake: TestLake
  let client: SanityClient

  beforeAll(async () => {
    lake = await startTestLake()
    client = lake.client().withConfig({ apiVersion: V })
  })
  afterAll(async () => {
    await lake?.stop()
  })

  it('publishes at its time, not before: all versions in one transaction and one live event', async () => {
    const events = liveEvents(lake.client(null).withConfig({ apiVersion: V }))
    try {
      expect((await events.next()).type).toBe('welcome')
      const publishAt = await scheduleRelease(client, 'timed', 2_500)
      // Still scheduled and unpublished while its time has not come (checked only if we are early enough to tell).
      const early = await client.fetch('*[_id == "timed-one"][0].title', {}, raw)
      if (Date.now() < Date.parse(publishAt)) expect(early).toBe('timed-one before')

      const release = await waitPublished(client, 'timed')
      expect(Date.parse(release.publishedAt as string)).toBeGreaterThanOrEqual(Date.parse(publishAt))
      const posts = await client.fetch('*[_id in $ids]{_id, title, _rev} | order(_id)', {
        ids: ['timed-one', 'timed-two', 'timed-three'],
      })
      expect(posts.map((post: { title: string }) => post.title)).toEqual([
        'timed-one after',
        'timed-three after',
        'timed-two after',
      ])
      expect(new Set(posts.map((post: { _rev: string }) => post._rev))).toEqual(new Set([release._rev]))
      expect(await client.fetch('count(*[_id in path("versions.timed.*")])', {}, raw)).toBe(0)

      // The public stream: the posts' creation, then exactly one message for the release, then the marker's.
      const tagOf = async (id: string) => {
        const { syncTags } = await lake
          .client(null)
          .withConfig({ apiVersion: V })
          .fetch('*[_id == $id][0]', { id }, { filterResponse: false })
        return syncTags?.[0] as string
      }
      const postTag = await tagOf('timed-one')
      await events.until((event) => event.type === 'message' && event.tags.includes(postTag as never))
      await client.create({ _id: 'marker-1', _type: 'post', title: 'marker' })
      const markerTag = await tagOf('marker-1')
      const { skipped } = await events.until(
        (event) => event.type === 'message' && event.tags.includes(markerTag as never),
      )
      const messages = skipped.filter((event) => event.type === 'message')
      expect(messages).toHaveLength(1)
      expect(messages[0].type === 'message' && messages[0].tags).toContain(postTag)
    } finally {
      events.close()
    }
  })

  it('an unscheduled release is not published when its old time comes', async () => {
    await scheduleRelease(client, 'paused', 2_000)
    await client.releases.unschedule({ releaseId: 'paused' })
    const later = await scheduleRelease(client, 'witness', 2_500)
    await waitPublished(client, 'witness')
    expect(Date.now()).toBeGreaterThan(Date.parse(later))
    expect((await releaseOf(client, 'paused'))?.state).toBe('active')
    expect(await client.fetch('*[_id == "paused-one"][0].title')).toBe('paused-one before')
  })
})

describe('the lake killed with SIGKILL around the scheduled moment', () => {
  let lake: SpawnedLake

  beforeAll(async () => {
    lake = await spawnLake()
  }, 90_000)
  afterAll(async () => {
    await lake?.kill()
    if (lake) removeDataDir(lake.dataDir)
  })

  it('publishes each release exactly once: the one due at the kill, and the one that came due while down', async () => {
    const client = lakeClient(lake.url, lake.tokens.write).withConfig({ apiVersion: V })
    const atKill = await scheduleRelease(client, 'atkill', 3_000)
    const whileDown = await scheduleRelease(client, 'whiledown', 4_000)
    // Killed as close to the first release's moment as this process can tell: before, during or just after it.
    await waitFor(() => Date.now() >= Date.parse(atKill) - 5, { intervalMs: 1, timeoutMs: 30_000 })
    await lake.kill('SIGKILL')
    await waitFor(() => Date.now() > Date.parse(whileDown) + 200, { timeoutMs: 30_000 })

    lake = await lake.restart()
    const again = lakeClient(lake.url, lake.tokens.write).withConfig({ apiVersion: V })
    for (const [releaseId, publishAt] of [
      ['atkill', atKill],
      ['whiledown', whileDown],
    ] as const) {
      const release = await waitPublished(again, releaseId)
      expect(Date.parse(release.publishedAt as string)).toBeGreaterThanOrEqual(Date.parse(publishAt))
      for (const n of ['one', 'two', 'three']) {
        const post = await again.getDocument(`${releaseId}-${n}`)
        expect(post).toMatchObject({ title: `${releaseId}-${n} after`, _rev: release._rev })
        // Created, then published: once.
        expect(await transactionsOf(lake.url, lake.tokens.write, `${releaseId}-${n}`)).toBe(2)
      }
    }
  }, 180_000)
})
