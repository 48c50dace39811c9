/**
 * A loose read (the post sidebar) against a real lake: the page depends exactly on the documents it shows, whatever
 * this process has heard. A post the shared answer lists that is deleted is never rendered again, neither when no
 * live event has reached the server yet (the edge's purger may hear it first and ask at once) nor when the event
 * made the shared answer stale and it is being refreshed in the background (site/server/shown-documents.ts).
 */
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { POST_SIDEBAR_QUERY } from '../../site/app/lib/queries.ts'
import { createContentClient, RenderReads } from '../../site/server/content.ts'
import { SharedReads } from '../../site/server/shared-reads.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'

interface Sidebar {
  recentPosts: Array<{ _id: string; title: string }>
}

let lake: TestLake
let writer: SanityClient
let client: SanityClient
const shared = new SharedReads(60_000)

beforeAll(async () => {
  lake = await startTestLake({ seed: true })
  writer = lake.client('write')
  client = createContentClient({ apiHost: lake.url })
})
afterAll(async () => {
  await lake?.stop()
})

async function render() {
  const reads = new RenderReads(client, shared, () => undefined)
  const sidebar = await reads.fetch<Sidebar>(POST_SIDEBAR_QUERY, { language: 'en' }, { dependency: 'loose' })
  return { ids: sidebar.recentPosts.map((post) => post._id), tags: reads.tags }
}

const tagsOf = async (id: string) =>
  (await client.fetch('*[_id == $id]{_id}', { id }, { filterResponse: false })).syncTags ?? []

test("a render depends on the sidebar's posts by their ids", async () => {
  const { ids, tags } = await render()
  expect(ids.length).toBe(3)
  for (const id of ids) for (const tag of await tagsOf(id)) expect(tags.has(tag), id).toBe(true)
})

test('a shown post deleted before any event reached the server is not shown again', async () => {
  const [gone] = (await render()).ids
  await writer.delete(gone, { visibility: 'sync' })
  expect((await render()).ids).not.toContain(gone)
})

test('nor while an event has made the shared answer stale and it is refreshed in the background', async () => {
  const [gone] = (await render()).ids
  const sidebarTags =
    (await client.fetch(POST_SIDEBAR_QUERY, { language: 'en' }, { filterResponse: false })).syncTags ?? []
  await writer.delete(gone, { visibility: 'sync' })
  shared.invalidate(sidebarTags)
  expect((await render()).ids).not.toContain(gone)
  expect((await render()).ids).not.toContain(gone)
})
