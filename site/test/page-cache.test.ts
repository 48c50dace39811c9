/** The page cache's rules: exact invalidation by sync tags, untagged pages, overlapping renders, the byte bound. */
import { describe, expect, test } from 'vitest'
import { ANY_CHANGE, type CachedPage, PageCache } from '../server/page-cache.ts'

function page(tags: string[], bytes = 10): CachedPage {
  return {
    status: 200,
    headers: {},
    body: Buffer.alloc(bytes),
    encoded: {},
    etag: '"x"',
    tags: new Set(tags),
    storedAt: Date.now(),
    stale: false,
  }
}

describe('page cache', () => {
  test('an event marks exactly the pages whose tags intersect, and every untagged page', () => {
    const cache = new PageCache(1_000_000)
    cache.set('/blogs/a', page(['s1:a', 's1:author']))
    cache.set('/blogs/b', page(['s1:b', 's1:author']))
    cache.set('/blogs', page(['s1:post']))
    cache.set('/untagged', page([ANY_CHANGE]))
    cache.set('/about-us', page([]))

    expect(cache.invalidate(['s1:a', 's1:post'])).toBe(3)
    expect(cache.get('/blogs/a')?.stale).toBe(true)
    expect(cache.get('/blogs')?.stale).toBe(true)
    expect(cache.get('/untagged')?.stale).toBe(true)
    expect(cache.get('/blogs/b')?.stale).toBe(false)
    expect(cache.get('/about-us')?.stale).toBe(false)

    expect(cache.invalidate(['s1:author'])).toBe(1) // b; a is already stale
    expect(cache.purgeAll()).toBe(1) // about-us
  })

  test('a render that overlapped an event touching its tags is known, an unrelated event is not', () => {
    const cache = new PageCache(1_000_000)
    const start = cache.position
    cache.invalidate(['s1:other'])
    expect(cache.changedSince(start, new Set(['s1:a']))).toBe(false)
    cache.invalidate(['s1:a'])
    expect(cache.changedSince(start, new Set(['s1:a']))).toBe(true)
    const afterPurge = cache.position
    cache.purgeAll()
    expect(cache.changedSince(afterPurge, new Set(['s1:z']))).toBe(true)
    expect(cache.changedSince(cache.position, new Set(['s1:z']))).toBe(false)
  })

  test('a render older than the event window counts as overlapped (the safe side)', () => {
    const cache = new PageCache(1_000_000)
    const start = cache.position
    for (let i = 0; i < 2_500; i++) cache.invalidate([`s1:${i}`])
    expect(cache.changedSince(start, new Set(['s1:never']))).toBe(true)
  })

  test('is bounded by bytes, least recently used out first, and forgets the evicted pages tags', () => {
    const cache = new PageCache(100)
    cache.set('/one', page(['s1:one'], 40))
    cache.set('/two', page(['s1:two'], 40))
    cache.get('/one')
    cache.set('/three', page(['s1:three'], 40))
    expect(cache.get('/two')).toBeUndefined()
    expect(cache.get('/one')).toBeDefined()
    expect(cache.invalidate(['s1:two'])).toBe(0)
    cache.set('/huge', page(['s1:huge'], 500))
    expect(cache.get('/huge')).toBeUndefined()
    expect(cache.size).toBe(2)
  })
})
