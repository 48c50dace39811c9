/** What a loose read shows, and when its answer is out of date about it (site/server/shown-documents.ts). */
import { expect, test } from 'vitest'
import {
  changedShown,
  revisionsOf,
  sameRevisions,
  shownDifferentlyUnchanged,
  shownIds,
} from '../server/shown-documents.ts'

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

test('two answers differ about the documents they show differently, or show only once', () => {
  const before = {
    categories: [
      { _id: 'cat-a', title: 'A', postCount: 3 },
      { _id: 'cat-b', title: 'B', postCount: 1 },
    ],
    recentPosts: [{ _id: 'post-1', title: 'One' }],
  }
  expect(changedShown(before, structuredClone(before))).toEqual([])
  const after = {
    categories: [
      { _id: 'cat-a', title: 'A', postCount: 4 },
      { _id: 'cat-b', title: 'B', postCount: 1 },
    ],
    recentPosts: [{ _id: 'post-2', title: 'Two' }],
  }
  expect(changedShown(before, after)).toEqual(['cat-a', 'post-1', 'post-2'])
  expect(changedShown(undefined, { _id: 'x' })).toEqual(['x'])
})

test('a document shown differently because it changed itself is left to its own event', () => {
  const before = {
    result: [
      { _id: 'cat-a', postCount: 1 },
      { _id: 'post-1', title: 'One' },
    ],
  }
  const after = {
    result: [
      { _id: 'cat-a', postCount: 2 },
      { _id: 'post-1', title: 'One, edited' },
    ],
  }
  const revisions = (post: string) =>
    revisionsOf([
      { _id: 'cat-a', _rev: 'c1' },
      { _id: 'post-1', _rev: post },
    ])
  expect(
    shownDifferentlyUnchanged(
      { ...before, revisions: revisions('r1') },
      { ...after, revisions: revisions('r2') },
    ),
  ).toEqual(['cat-a'])
})
