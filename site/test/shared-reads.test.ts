/** Loose reads shared by renders: one read per key, served stale while one refresh runs after a matching event. */
import { expect, test } from 'vitest'
import { SharedReads } from '../server/shared-reads.ts'
import { answerId } from '../server/shown-documents.ts'

test('shares one answer, keeps serving it while a matching event refreshes it, and ignores others', async () => {
  const shared = new SharedReads(60_000)
  let loads = 0
  const load = (value: string) => async () => {
    loads += 1
    return { result: value, tags: ['s1:posts'] }
  }
  expect((await shared.read('sidebar', load('first'))).result).toBe('first')
  expect((await shared.read('sidebar', load('unused'))).result).toBe('first')
  expect(loads).toBe(1)

  shared.invalidate(['s1:authors'])
  expect((await shared.read('sidebar', load('unused'))).result).toBe('first')
  expect(loads).toBe(1)

  shared.invalidate(['s1:posts'])
  // The old answer at once; the new one is read in the background and served from then on.
  expect((await shared.read('sidebar', load('second'))).result).toBe('first')
  expect(loads).toBe(2)
  await new Promise((resolve) => setImmediate(resolve))
  expect((await shared.read('sidebar', load('unused'))).result).toBe('second')
  expect(loads).toBe(2)
})

test('a failed read is not kept', async () => {
  const shared = new SharedReads(60_000)
  await expect(shared.read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
  expect((await shared.read('k', async () => ({ result: 'back', tags: [] }))).result).toBe('back')
})

test('refreshing eagerly: an event reads the answer again at once and names the documents shown differently', async () => {
  const shared = new SharedReads(60_000)
  const changed: string[][] = []
  shared.refreshEagerly((ids) => changed.push(ids))
  let count = 1
  const load = async () => ({
    result: {
      categories: [
        { _id: 'cat-a', postCount: count },
        { _id: 'cat-b', postCount: 2 },
      ],
    },
    tags: ['s1:posts'],
  })
  await shared.read('sidebar', load)
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

  // An event that changes no count: read again, nothing named.
  shared.invalidate(['s1:posts'])
  await settle()
  expect(changed).toEqual([])

  // One that does: named without any render asking, and the new answer served.
  count = 2
  shared.invalidate(['s1:posts'])
  await settle()
  expect(changed).toEqual([['cat-a']])
  const answer = await shared.read('sidebar', load)
  expect(answer.result).toEqual({
    categories: [
      { _id: 'cat-a', postCount: 2 },
      { _id: 'cat-b', postCount: 2 },
    ],
  })
})

test('an answer read by value: a refresh that changes it names the answer, one that does not names nothing', async () => {
  const shared = new SharedReads(60_000)
  const changed: string[][] = []
  shared.refreshEagerly((ids) => changed.push(ids))
  let languages = ['en', 'pcm']
  const load = async () => ({ result: languages, tags: ['s1:homes'] })
  await shared.read('languages', load, true)
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

  // A home page's text edited: the list is the same.
  shared.invalidate(['s1:homes'])
  await settle()
  expect(changed).toEqual([])

  // A home page published in Hausa.
  languages = ['en', 'pcm', 'ha']
  shared.invalidate(['s1:homes'])
  await settle()
  expect(changed).toEqual([[answerId('languages')]])
  expect((await shared.read('languages', load, true)).result).toEqual(['en', 'pcm', 'ha'])
})

test('an answer read loosely is not named by its value, only by the documents it shows differently', async () => {
  const shared = new SharedReads(60_000)
  const changed: string[][] = []
  shared.refreshEagerly((ids) => changed.push(ids))
  let total = 1
  await shared.read('list', async () => ({ result: { total }, tags: ['s1:posts'] }))
  total = 2
  shared.invalidate(['s1:posts'])
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(changed).toEqual([])
})
