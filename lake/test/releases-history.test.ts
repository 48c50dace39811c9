/**
 * A release's activity as the Studio's release detail reads it: the events endpoint (`events/releases/<id>`), the
 * release document's transaction log with mendoza effects, and a published release's documents from history
 * (`lastRevision=true`); each step names the person who took it.
 */
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lakeClient, startTestLake, type TestLake } from '../../tests/support/lake.ts'

const V = '2025-02-19'
let lake: TestLake
let admin: SanityClient
const people = {} as Record<'editor' | 'contributor', { id: string; token: string; client: SanityClient }>

beforeAll(async () => {
  lake = await startTestLake()
  admin = lake.client().withConfig({ apiVersion: V })
  await admin.create({ _id: 'post-h1', _type: 'post', title: 'History post' })
  for (const role of ['editor', 'contributor'] as const) {
    const { member } = lake.runtime.team.invite({
      email: `${role}@escrova.test`,
      name: `Ada ${role}`,
      roles: [role],
    })
    const { token } = lake.runtime.team.sessions.start(member.id)
    people[role] = { id: member.id, token, client: lakeClient(lake.url, token).withConfig({ apiVersion: V }) }
  }
})
afterAll(async () => {
  await lake?.stop()
})

async function get(path: string, token = people.editor.token) {
  const response = await fetch(`${lake.url}/v${V}${path}`, { headers: { authorization: `Bearer ${token}` } })
  return { status: response.status, text: await response.text() }
}

describe('release activity', () => {
  it('lists every step, newest first, with who took it; users/<ids> gives their names', async () => {
    const { contributor, editor } = people
    await contributor.client.releases.create({
      releaseId: 'camp',
      metadata: { title: 'Campaign', releaseType: 'asap' },
    })
    await contributor.client.createVersion({ releaseId: 'camp', publishedId: 'post-h1', baseId: 'post-h1' })
    const intended = new Date(Date.now() + 7_200_000).toISOString()
    await editor.client.releases.edit({
      releaseId: 'camp',
      patch: { set: { 'metadata.releaseType': 'scheduled', 'metadata.intendedPublishAt': intended } },
    })
    const publishAt = new Date(Date.now() + 3_600_000).toISOString()
    await editor.client.releases.schedule({ releaseId: 'camp', publishAt })
    await editor.client.releases.unschedule({ releaseId: 'camp' })
    await editor.client.releases.publish({ releaseId: 'camp' })

    const { status, text } = await get('/data/history/production/events/releases/camp')
    expect(status).toBe(200)
    const { events, nextCursor } = JSON.parse(text)
    expect(nextCursor).toBe('')
    expect(events.map((event: { type: string; author: string }) => [event.type, event.author])).toEqual([
      ['publishRelease', editor.id],
      ['unscheduleRelease', editor.id],
      ['scheduleRelease', editor.id],
      ['editRelease', editor.id],
      ['addDocumentToRelease', contributor.id],
      ['createRelease', contributor.id],
    ])
    expect(events[2].publishAt).toBe(publishAt)
    expect(events[3].change).toEqual({ releaseType: 'scheduled', intendedPublishDate: intended })
    expect(events[4]).toMatchObject({ documentId: 'versions.camp.post-h1', documentType: 'post' })

    const users = JSON.parse((await get(`/users/${editor.id},${contributor.id}`)).text)
    expect(
      users.map((user: { displayName?: string; name?: string }) => user.displayName ?? user.name),
    ).toEqual(['Ada editor', 'Ada contributor'])
  })

  it("the release document's transaction log ends at its revision, as the Studio checks before using it", async () => {
    const release = await admin.getDocument('_.releases.camp')
    const { text } = await get(
      '/data/history/production/transactions/_.releases.camp?effectFormat=mendoza&excludeContent=true&reverse=true&includeIdentifiedDocumentsOnly=true',
    )
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines[0].id).toBe(release?._rev)
    expect(lines[0].author).toBe(people.editor.id)
    expect(lines[0].effects['_.releases.camp'].apply[1]).toMatchObject({ state: 'published' })
    expect(lines).toHaveLength(5)
  })

  it("a published release's documents come from history (lastRevision=true)", async () => {
    const release = await admin.getDocument('_.releases.camp')
    const ids = ((release?.finalDocumentStates ?? []) as Array<{ id: string }>).map(({ id }) => id)
    const { status, text } = await get(
      `/data/history/production/documents/${ids.join(',')}?lastRevision=true`,
    )
    expect(status).toBe(200)
    expect(JSON.parse(text).documents).toEqual([
      expect.objectContaining({ _id: 'versions.camp.post-h1', title: 'History post' }),
    ])
  })

  it('archiving and unarchiving show too; a discarded version shows as discarded', async () => {
    await admin.releases.create({ releaseId: 'shelf', metadata: { releaseType: 'undecided' } })
    await admin.createVersion({ releaseId: 'shelf', publishedId: 'post-h1', baseId: 'post-h1' })
    await admin.discardVersion({ releaseId: 'shelf', publishedId: 'post-h1' })
    await admin.releases.archive({ releaseId: 'shelf' })
    await admin.releases.unarchive({ releaseId: 'shelf' })
    const { events } = JSON.parse((await get('/data/history/production/events/releases/shelf')).text)
    expect(events.map((event: { type: string }) => event.type)).toEqual([
      'unarchiveRelease',
      'archiveRelease',
      'discardDocumentFromRelease',
      'addDocumentToRelease',
      'createRelease',
    ])
  })

  it('is for members only', async () => {
    const response = await fetch(`${lake.url}/v${V}/data/history/production/events/releases/camp`)
    expect(response.status).toBe(401)
  })
})
