/**
 * A query that names hundreds of documents gets a few tags, not one per document (hosted Sanity answers a handful),
 * and stays correct: it still hears about every commit that can change it.
 */
import type { LiveEvent, SanityClient } from '@sanity/client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { type EventQueue, intersects, liveEvents } from './support/live.ts'

let lake: TestLake
let writer: SanityClient
let reader: SanityClient
let events: EventQueue<LiveEvent>
const ids = Array.from({ length: 300 }, (_, n) => `comment-bound-${n}`)

beforeAll(async () => {
  lake = await startTestLake()
  writer = lake.client()
  reader = lake.client(null)
  const transaction = writer.transaction()
  for (const id of ids)
    transaction.create({ _id: id, _type: 'comment', parent: { _ref: 'comment-root' }, text: id })
  await transaction.commit()
  events = liveEvents(reader)
  expect((await events.next()).type).toBe('welcome')
})
afterAll(async () => {
  events?.close()
  await lake.stop()
})

it('a query over 300 ids carries a bounded set of tags that still intersects a change to one of them', async () => {
  const response = await reader.fetch(
    '*[_type == "comment" && _id in $ids]{text}',
    { ids },
    { filterResponse: false },
  )
  expect(response.result).toHaveLength(300)
  const tags = response.syncTags ?? []
  expect(tags.length).toBeGreaterThan(0)
  expect(tags.length).toBeLessThanOrEqual(64)

  await writer.patch(ids[150]).set({ text: 'changed' }).commit()
  const { event } = await events.until((e) => e.type === 'message')
  expect(event.type === 'message' && intersects(event.tags, tags)).toBe(true)
})
