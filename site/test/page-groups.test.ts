/** Background groups (page-groups.ts): one at a time, after the event groups in flight, pages asked meanwhile merged. */
import { describe, expect, test } from 'vitest'
import { type CachedPage, PageCache } from '../server/page-cache.ts'
import { BACKGROUND_GROUP, backgroundQueue, refreshGroup } from '../server/page-groups.ts'

function page(text: string): CachedPage {
  const body = Buffer.from(text)
  return {
    status: 200,
    headers: {},
    body,
    encoded: {},
    etag: `"${text}"`,
    tags: new Set(),
    storedAt: 0,
    stale: false,
  }
}

const tick = () => new Promise((done) => setTimeout(done, 5))

describe('background groups', () => {
  test('start after the event groups in flight, one at a time, merging the pages asked for while one waits', async () => {
    const runs: string[][] = []
    let running = 0
    let most = 0
    let releaseEvents!: () => void
    const events = new Promise<void>((done) => (releaseEvents = done))
    const enqueue = backgroundQueue(
      async (ids) => {
        running += 1
        most = Math.max(most, running)
        runs.push(ids)
        await tick()
        running -= 1
      },
      () => events,
    )

    enqueue(['/blogs/a', '/blogs/b'])
    enqueue(['/blogs/b', '/blogs/c'])
    await tick()
    expect(runs).toEqual([]) // the event's own group has not swapped yet

    releaseEvents()
    await tick()
    enqueue(['/blogs/d'])
    enqueue(['/blogs/a'])
    await new Promise((done) => setTimeout(done, 50))
    expect(runs).toEqual([
      ['/blogs/a', '/blogs/b', '/blogs/c'],
      ['/blogs/d', '/blogs/a'],
    ])
    expect(most).toBe(1)
  })

  test('a background group renders one page at a time and stores its renders together', async () => {
    const cache = new PageCache(1_000_000)
    for (const key of ['/a', '/b', '/c']) cache.set(key, page(`old ${key}`))
    let running = 0
    let most = 0
    const seenMidway: string[] = []
    await refreshGroup(
      cache,
      ['/a', '/b', '/c'],
      async (key) => {
        running += 1
        most = Math.max(most, running)
        await tick()
        seenMidway.push(cache.get('/a')?.body.toString() ?? '')
        running -= 1
        return { state: 'kept', page: page(`new ${key}`) }
      },
      BACKGROUND_GROUP,
    )
    expect(most).toBe(1)
    expect(seenMidway).toEqual(['old /a', 'old /a', 'old /a'])
    expect(['/a', '/b', '/c'].map((key) => cache.get(key)?.body.toString())).toEqual([
      'new /a',
      'new /b',
      'new /c',
    ])
  })
})
