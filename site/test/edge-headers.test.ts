/** What a page tells the shared cache (site/server/edge.ts): its keys within the header budget, and purge keys. */
import { describe, expect, it } from 'vitest'
import {
  ALL_PAGES_KEY,
  ANY_CHANGE_KEY,
  edgeHeaders,
  groupKey,
  pageKeys,
  purgeKeys,
  TAG_HEADER_BUDGET,
} from '../server/edge.ts'
import { ANY_CHANGE } from '../server/page-cache.ts'
import { shownTag } from '../server/shown-documents.ts'

const SETTINGS = { sMaxAgeS: 3600, staleWhileRevalidateS: 30, staleIfErrorS: 86_400 }
const tag = (i: number) => `s1:${String(i).padStart(12, 'x')}`

describe('edge headers', () => {
  it('a page with few tags carries them as they are, plus the all-pages key', () => {
    const headers = edgeHeaders(SETTINGS, [tag(1), tag(2)])
    expect(headers['Surrogate-Key'].split(' ').sort()).toEqual([ALL_PAGES_KEY, tag(1), tag(2)].sort())
    expect(headers['Cache-Tag'].split(',').sort()).toEqual([ALL_PAGES_KEY, tag(1), tag(2)].sort())
    expect(headers['Cache-Control']).toBe(
      'public, max-age=0, s-maxage=3600, stale-while-revalidate=30, stale-if-error=86400',
    )
  })

  it('the documents a loose read showed are keys too: the purger names them when the answer shows them differently', () => {
    const headers = edgeHeaders(SETTINGS, [tag(1), shownTag('category-a')])
    expect(headers['Surrogate-Key'].split(' ').sort()).toEqual(
      [ALL_PAGES_KEY, tag(1), shownTag('category-a')].sort(),
    )
    expect(purgeKeys([shownTag('category-a')])).toContain(shownTag('category-a'))
  })

  it('a page read without sync tags depends on any change', () => {
    expect(pageKeys([ANY_CHANGE])).toContain(ANY_CHANGE_KEY)
  })

  it('tags past the budget are grouped, and every purge names each tag and its group', () => {
    const many = Array.from({ length: 1000 }, (_, i) => tag(i))
    const keys = pageKeys(many)
    expect(keys.join(' ').length).toBeLessThanOrEqual(TAG_HEADER_BUDGET)
    expect(keys).not.toContain(tag(7))
    const fewer = pageKeys(many.slice(0, 300))
    expect(fewer.join(' ').length).toBeLessThanOrEqual(TAG_HEADER_BUDGET)
    expect(fewer).toContain(groupKey(tag(7), 4))
    expect(keys).toContain(groupKey(tag(7), 2))
    // Whichever form a page carries, a purge of the tag reaches it.
    const purge = purgeKeys([tag(7)])
    expect(purge).toEqual(
      expect.arrayContaining([tag(7), groupKey(tag(7), 4), groupKey(tag(7), 2), ANY_CHANGE_KEY]),
    )
  })
})
