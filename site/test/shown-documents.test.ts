/** What a loose read shows, and when its answer is out of date about it (site/server/shown-documents.ts). */
import { expect, test } from 'vitest'
import { revisionsOf, sameRevisions, shownIds } from '../server/shown-documents.ts'

test('every _id in an answer, at any depth, once', () => {
  const sidebar = {
    categories: [{ _id: 'cat-a', title: 'A', postCount: 3 }],
    recentPosts: [
      { _id: 'post-2', title: 'Two', author: { name: 'Ada' } },
      { _id: 'post-1', title: 'One', nested: { _id: 'cat-a' } },
    ],
    tags: [],
  }
  expect(shownIds(sidebar)).toEqual(['cat-a', 'post-1', 'post-2'])
  expect(shownIds(null)).toEqual([])
  expect(shownIds({ count: 3 })).toEqual([])
})

test('an answer is out of date when a shown document is gone or at another revision', () => {
  const ids = ['a', 'b']
  const seen = revisionsOf([
    { _id: 'a', _rev: 'r1' },
    { _id: 'b', _rev: 'r1' },
  ])
  expect(sameRevisions(ids, seen, seen)).toBe(true)
  expect(sameRevisions(ids, seen, revisionsOf([{ _id: 'a', _rev: 'r1' }]))).toBe(false)
  expect(
    sameRevisions(
      ids,
      seen,
      revisionsOf([
        { _id: 'a', _rev: 'r1' },
        { _id: 'b', _rev: 'r2' },
      ]),
    ),
  ).toBe(false)
  expect(revisionsOf(null).size).toBe(0)
})
