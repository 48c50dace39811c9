/**
 * Unordered results come in `_id` order, as hosted Sanity returns them: sanity-io/groq-test-suite expects it for
 * queries such as `*[_type == "test"][0..2]` and `*[]._id`, whatever order the documents were written in. Every
 * path of the engine (plain scan, index narrowing, `in` unions, compiled filters, top-k slices, drafts overlay) is
 * exercised through the HTTP API.
 */
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake
let client: SanityClient

/** Written in an order that is neither `_id` order nor its reverse. */
const IDS = ['m', 'c', 'x', 'a', 'q', 'b', 'z', 'k']

beforeAll(async () => {
  lake = await startTestLake()
  client = lake.client()
  for (const [index, id] of IDS.entries()) {
    await client.create({ _id: id, _type: 'test', n: index, group: index % 2 })
  }
  // A draft of `a` and a draft-only document `drafts.d`: the drafts perspective shows them under `a` and `d`.
  await client.create({ _id: 'drafts.a', _type: 'test', n: 100, group: 0 })
  await client.create({ _id: 'drafts.d', _type: 'test', n: 101, group: 1 })
})
afterAll(() => lake.stop())

const sorted = [...IDS].sort()

describe('GROQ: unordered results in _id order (groq-test-suite)', () => {
  it('*[]._id and *[_type == "test"][0..2]', async () => {
    expect(await client.fetch('*[]._id', {}, { perspective: 'raw' })).toEqual(
      [...IDS, 'drafts.a', 'drafts.d'].sort(),
    )
    expect(await client.fetch('*[_type == "test"][0..2]._id', {}, { perspective: 'published' })).toEqual(
      sorted.slice(0, 3),
    )
  })

  it('narrowed by an index, an `in` union and a compiled filter', async () => {
    expect(
      await client.fetch('*[_type == "test" && group == 1]._id', {}, { perspective: 'published' }),
    ).toEqual(sorted.filter((id) => IDS.indexOf(id) % 2 === 1))
    expect(await client.fetch('*[_id in ["z", "b", "m"]]._id')).toEqual(['b', 'm', 'z'])
    expect(await client.fetch('*[n > 2 && n < 50]._id')).toEqual(sorted.filter((id) => IDS.indexOf(id) > 2))
  })

  it('ties in order() keep _id order', async () => {
    const result = await client.fetch(
      '*[_type == "test"] | order(group asc) [0...4]._id',
      {},
      {
        perspective: 'published',
      },
    )
    expect(result).toEqual(sorted.filter((id) => IDS.indexOf(id) % 2 === 0).slice(0, 4))
  })

  it('the drafts perspective orders by the published id it shows', async () => {
    expect(await client.fetch('*[_type == "test"]._id', {}, { perspective: 'drafts' })).toEqual(
      [...sorted, 'd'].sort(),
    )
  })
})
