/**
 * Drafts scheduled the Studio's former way (a `scheduledPublishAt` field on the draft) become Scheduled Drafts: a
 * release `_.releases.<id>` (`releaseType: "scheduled"`, `cardinality: "one"`, scheduled at the old time) holding
 * the draft's content as its version, the draft gone. By `npm run lake -- migrate scheduled-drafts` against the
 * running lake, and at the lake's start on an old data folder; a second run moves nothing. A time already past
 * publishes at once. Read back through `@sanity/client` at API v2025-02-19, as the Studio reads releases.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lakeClient, removeDataDir, startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { addMember, signIn } from '../../tests/support/team.ts'
import { waitFor } from '../../tests/support/wait.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(join(tmpdir(), 'lake-migrate-'))
const HOUR = 3_600_000
const later = new Date(Date.now() + 24 * HOUR).toISOString()
const soon = new Date(Date.now() + 2 * HOUR).toISOString()
const past = new Date(Date.now() - HOUR).toISOString()

let lake: TestLake
let editor: { id: string; token: string }

beforeAll(async () => {
  lake = await startTestLake({ dataDir })
  const member = await addMember(lake, 'editor@escrova.test', ['editor'])
  editor = { id: member.id, token: await signIn(lake, member.email, member.password) }
}, 60_000)
afterAll(async () => {
  await lake?.stop()
  removeDataDir(dataDir)
})

/** The raw view of every document kind (releases and versions show from API v2025-02-19). */
const raw = (): SanityClient =>
  lake.client('write').withConfig({ apiVersion: '2025-02-19', perspective: 'raw' })

interface Release {
  _id: string
  name: string
  state: string
  publishAt?: string
  metadata: Record<string, unknown>
}

/** The release holding a document's version, found by the version's id (`versions.<release>.<id>`). */
async function releaseHolding(publishedId: string): Promise<Release | undefined> {
  const versionId = await raw().fetch<string | null>('*[_id in path($path)][0]._id', {
    path: `versions.*.${publishedId}`,
  })
  return versionId ? raw().getDocument<Release>(`_.releases.${versionId.split('.')[1]}`) : undefined
}

async function migrateCli(): Promise<string> {
  const { stdout } = await promisify(execFile)(
    join(ROOT, 'node_modules/.bin/node'),
    ['--import', 'tsx', 'lake/src/main.ts', 'migrate', 'scheduled-drafts'],
    { cwd: ROOT, env: { ...process.env, LAKE_DATA_DIR: dataDir, LAKE_URL: lake.url } },
  )
  return stdout
}

/** The old Schedule action's write: the draft, by the editor, with the time on it. */
const scheduleTheOldWay = (doc: Record<string, unknown>) =>
  lakeClient(lake.url, editor.token).createOrReplace(doc as never, { visibility: 'sync' })

describe('migrating drafts scheduled the old way', () => {
  it('moves a scheduled draft to a Scheduled Draft through the running lake, once', async () => {
    await scheduleTheOldWay({
      _id: 'drafts.post-later',
      _type: 'post',
      title: 'Escrow for wedding vendors',
      scheduledPublishAt: later,
    })
    expect(await migrateCli()).toContain('1 moved')

    const releases = await raw().fetch<Release[]>('*[_type == "system.release"]')
    expect(releases).toHaveLength(1)
    const [release] = releases
    expect(release).toMatchObject({
      _id: `_.releases.${release.name}`,
      state: 'scheduled',
      publishAt: later,
      metadata: { releaseType: 'scheduled', cardinality: 'one', intendedPublishAt: later },
    })
    const version = await raw().getDocument(`versions.${release.name}.post-later`)
    // A never-published post is dated at its scheduled time, as the former job dated it; the field is gone.
    expect(version).toMatchObject({ _type: 'post', title: 'Escrow for wedding vendors', publishedAt: later })
    expect(version).not.toHaveProperty('scheduledPublishAt')
    expect(await raw().getDocument('drafts.post-later')).toBeUndefined()
    expect(await raw().getDocument('post-later')).toBeUndefined()

    // The person who scheduled it is the author of the move (history names them, the release publishes as them).
    const history = await fetch(
      `${lake.url}/v2025-02-19/data/history/${lake.runtime.dataset}/transactions/${release._id}?excludeContent=true`,
      { headers: { authorization: `Bearer ${lake.tokens.write}` } },
    ).then((response) => response.text())
    expect(
      history
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).author),
    ).toEqual([editor.id])

    // Nothing left to move: a second run changes nothing.
    expect(await migrateCli()).toContain('0 moved')
    expect(await raw().fetch('count(*[_type == "system.release"])')).toBe(1)
  }, 120_000)

  it('moves them when the lake starts on an old data folder; a time already past publishes at once', async () => {
    const terms = { _id: 'legal-terms', _type: 'legalPage', title: 'Terms', lastUpdated: '2024-05-01' }
    await lake.client('write').createOrReplace(terms)
    await scheduleTheOldWay({
      ...terms,
      _id: 'drafts.legal-terms',
      lastUpdated: '2026-12-01',
      scheduledPublishAt: soon,
    })
    await scheduleTheOldWay({
      _id: 'drafts.post-overdue',
      _type: 'post',
      title: 'Escrow for car buyers',
      publishedAt: '2020-01-01T00:00:00.000Z',
      scheduledPublishAt: past,
    })
    // The lake stops and starts again on the same folder, as `npm start` does after an upgrade.
    await lake.close()
    lake = await startTestLake({ dataDir })

    const terms2 = await waitFor(() => releaseHolding('legal-terms'), { timeoutMs: 30_000 })
    expect(terms2).toMatchObject({ state: 'scheduled', publishAt: soon })
    expect(await raw().getDocument(`versions.${terms2?.name}.legal-terms`)).toMatchObject({
      lastUpdated: '2026-12-01',
    })
    expect(await raw().getDocument(`versions.${terms2?.name}.legal-terms`)).not.toHaveProperty('publishedAt')
    expect(await raw().getDocument('drafts.legal-terms')).toBeUndefined()
    // The terms in force stay until their time.
    expect(await lake.client(null).getDocument('legal-terms')).toMatchObject({ lastUpdated: '2024-05-01' })

    // Overdue: its release is published by the lake's scheduler as soon as the lake is back.
    const published = await waitFor(() => lake.client(null).getDocument('post-overdue'), {
      timeoutMs: 30_000,
    })
    expect(published).toMatchObject({ title: 'Escrow for car buyers', publishedAt: past })
    expect(published).not.toHaveProperty('scheduledPublishAt')
    expect(await raw().fetch('*[_id in path("versions.**") && _id match "*.post-overdue"]._id')).toEqual([])
    expect(await raw().getDocument('drafts.post-overdue')).toBeUndefined()

    expect(await migrateCli()).toContain('0 moved')
    expect(await raw().fetch('count(*[_type == "system.release"])')).toBe(3)
  }, 120_000)
})
