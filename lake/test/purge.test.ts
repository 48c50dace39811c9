/**
 * `purge: true` on a delete, as the hosted Content Lake documents it for the Mutation and Actions APIs: the
 * document's history goes with it (the History API answers as for a document it never had, and no byte of its
 * content is left in the lake's files), other documents' history in the same transactions stays, and a `purge`
 * that is not a boolean is refused with nothing changed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Mutation } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'lake-purge-'))
let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake({ dataDir })
})
afterAll(async () => {
  await lake.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function history(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${lake.url}/v2025-01-08/data/history/production/${path}`, {
    headers: { authorization: `Bearer ${lake.tokens.write}` },
  })
  return { status: response.status, text: await response.text() }
}

/** Every byte the lake keeps on disk (sqlite file, its WAL and shared memory, tokens, assets), as one string. */
function filesOnDisk(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? filesOnDisk(path) : readFileSync(path).toString('latin1')))
    .join('\n')
}

// Writes a person's application over several revisions, some shared with a colleague's document.
async function applicationWithHistory(id: string, email: string, colleague: string) {
  const client = lake.client()
  const first = await client.create({ _id: id, _type: 'waitListApplication', email, phone: '0803 000 1111' })
  const shared = await client
    .transaction()
    .patch(id, (patch) => patch.set({ phone: '0803 000 2222' }))
    .createOrReplace({ _id: colleague, _type: 'post', title: 'Kept history' })
    .commit()
  await client
    .patch(id)
    .set({ note: `call ${email} back` })
    .commit()
  await client.create({ _id: `drafts.${id}`, _type: 'waitListApplication', email, staffNotes: 'draft' })
  return { first: first._rev, shared: shared.transactionId }
}

describe('delete with purge: true', () => {
  it('removes the document’s history through the Mutation API, and only its history', async () => {
    const email = 'amaka.purge@example.com'
    const revs = await applicationWithHistory('waitList.purge-1', email, 'post-kept-1')
    expect(filesOnDisk(dataDir).includes(email), 'the email is on disk before the purge').toBe(true)
    const mutations = [
      { delete: { id: 'waitList.purge-1', purge: true } },
      { delete: { id: 'drafts.waitList.purge-1', purge: true } },
    ] as unknown as Mutation[]
    const result = await lake.client().mutate(mutations, { visibility: 'sync', returnDocuments: false })
    expect(result.results.map((r) => r.operation)).toEqual(['delete', 'delete'])

    const ids = 'waitList.purge-1,drafts.waitList.purge-1'
    expect(await history(`transactions/${ids}`)).toEqual({ status: 200, text: '' })
    expect((await history(`documents/waitList.purge-1?revision=${revs.first}`)).status).toBe(404)
    const atShared = await history(`documents/waitList.purge-1?revision=${revs.shared}`)
    expect(JSON.parse(atShared.text)).toEqual({ documents: [] })
    const events = JSON.parse((await history('events/documents/waitList.purge-1')).text)
    expect(events.events['waitList.purge-1']).toEqual([])

    const kept = await history(`documents/post-kept-1?revision=${revs.shared}`)
    expect(JSON.parse(kept.text).documents).toEqual([expect.objectContaining({ title: 'Kept history' })])
    const keptLines = (await history('transactions/post-kept-1')).text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(keptLines).toHaveLength(1)
    expect(keptLines[0]).toMatchObject({ id: revs.shared, documentIDs: ['post-kept-1'] })
    expect(keptLines[0].mutations).toEqual([
      { createOrReplace: expect.objectContaining({ _id: 'post-kept-1' }) },
    ])

    const disk = filesOnDisk(dataDir)
    expect(disk.includes('Kept history'), 'the other document is still on disk').toBe(true)
    expect(disk.includes(email), 'the purged email is still in the lake files').toBe(false)
    expect(disk.includes('0803 000 2222'), 'a purged revision is still in the lake files').toBe(false)
  })

  it('removes the history through the Actions API’s delete with purge', async () => {
    const email = 'bola.purge@example.com'
    const revs = await applicationWithHistory('waitList.purge-2', email, 'post-kept-2')
    await lake.client().action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'waitList.purge-2',
      includeDrafts: ['drafts.waitList.purge-2'],
      purge: true,
    })
    expect(await lake.client().getDocument('waitList.purge-2')).toBeUndefined()
    expect(await history('transactions/waitList.purge-2,drafts.waitList.purge-2')).toEqual({
      status: 200,
      text: '',
    })
    expect((await history(`documents/waitList.purge-2?revision=${revs.first}`)).status).toBe(404)
    expect((await history('transactions/post-kept-2')).text).toContain(revs.shared)
    expect(filesOnDisk(dataDir).includes(email), 'the purged email is still in the lake files').toBe(false)
  })

  it('keeps the history of a delete without purge', async () => {
    const revs = await applicationWithHistory('waitList.kept-3', 'chidi.kept@example.com', 'post-kept-3')
    await lake.client().delete('waitList.kept-3')
    const old = await history(`documents/waitList.kept-3?revision=${revs.first}`)
    expect(JSON.parse(old.text).documents).toEqual([
      expect.objectContaining({ email: 'chidi.kept@example.com' }),
    ])
  })
  it('purges every document a delete by query selects', async () => {
    const revs = await applicationWithHistory('waitList.query-7', 'gozie.query@example.com', 'post-kept-7')
    const mutations = [
      { delete: { query: '*[email == $email]', params: { email: 'gozie.query@example.com' }, purge: true } },
    ] as unknown as Mutation[]
    await lake.client().mutate(mutations)
    expect((await history('transactions/waitList.query-7,drafts.waitList.query-7')).text).toBe('')
    expect((await history(`documents/waitList.query-7?revision=${revs.first}`)).status).toBe(404)
    expect(filesOnDisk(dataDir).includes('gozie.query@example.com'), 'the purged email is on disk').toBe(
      false,
    )
  })

  it('purges nothing of a document the same transaction writes again', async () => {
    const revs = await applicationWithHistory('waitList.again-6', 'femi.again@example.com', 'post-kept-6')
    const mutations = [
      { delete: { id: 'waitList.again-6', purge: true } },
      { create: { _id: 'waitList.again-6', _type: 'waitListApplication', email: 'femi.new@example.com' } },
    ] as unknown as Mutation[]
    const { transactionId } = await lake.client().mutate(mutations, { returnDocuments: false })
    const now = await history(`documents/waitList.again-6?revision=${transactionId}`)
    expect(JSON.parse(now.text).documents).toEqual([
      expect.objectContaining({ email: 'femi.new@example.com' }),
    ])
    expect((await history(`documents/waitList.again-6?revision=${revs.first}`)).status).toBe(200)
  })
})

describe('a purge that is not a boolean', () => {
  it('is refused by the Mutation API with the field named, and nothing changes', async () => {
    const revs = await applicationWithHistory('waitList.bad-4', 'dayo.bad@example.com', 'post-kept-4')
    const mutations = [{ delete: { id: 'waitList.bad-4', purge: 'yes' } }] as unknown as Mutation[]
    const failure = await lake
      .client()
      .mutate(mutations)
      .catch((error: { statusCode: number; response: { body: unknown } }) => error)
    expect(failure).toMatchObject({
      statusCode: 400,
      response: {
        body: {
          error: {
            type: 'mutationError',
            items: [{ index: 0, error: { field: 'purge', description: expect.stringContaining('boolean') } }],
          },
        },
      },
    })
    expect(await lake.client().getDocument('waitList.bad-4')).toMatchObject({ email: 'dayo.bad@example.com' })
    expect((await history(`documents/waitList.bad-4?revision=${revs.first}`)).status).toBe(200)
  })

  it('is refused by the Actions API, and nothing changes', async () => {
    await applicationWithHistory('waitList.bad-5', 'efe.bad@example.com', 'post-kept-5')
    const failure = await lake
      .client()
      .action({
        actionType: 'sanity.action.document.discard',
        draftId: 'drafts.waitList.bad-5',
        purge: 1 as unknown as boolean,
      })
      .catch((error: { statusCode: number; message: string }) => error)
    expect(failure).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('"purge" must be a boolean'),
    })
    expect(await lake.client().getDocument('drafts.waitList.bad-5')).toMatchObject({ staffNotes: 'draft' })
  })
})

describe('a lake file written before deleted rows were zeroed', () => {
  it('is rebuilt once when the lake opens it, so no deleted row is left in its free space', async () => {
    const legacyDir = mkdtempSync(join(tmpdir(), 'lake-legacy-'))
    const db = new DatabaseSync(join(legacyDir, 'lake.sqlite'))
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('PRAGMA secure_delete = OFF')
    db.exec(
      'CREATE TABLE documents (dataset TEXT NOT NULL, id TEXT NOT NULL, rev TEXT NOT NULL, type TEXT, ' +
        'body TEXT NOT NULL, PRIMARY KEY (dataset, id)) WITHOUT ROWID',
    )
    const body = JSON.stringify({
      _id: 'waitList.old',
      _type: 'waitListApplication',
      email: 'old.lake@example.com',
    })
    db.prepare('INSERT INTO documents VALUES (?, ?, ?, ?, ?)').run(
      'production',
      'waitList.old',
      'r1',
      'x',
      body,
    )
    db.prepare('DELETE FROM documents WHERE id = ?').run('waitList.old')
    db.close()
    expect(filesOnDisk(legacyDir).includes('old.lake@example.com'), 'the deleted row is in free space').toBe(
      true,
    )

    const reopened = await startTestLake({ dataDir: legacyDir })
    try {
      expect(filesOnDisk(legacyDir).includes('old.lake@example.com'), 'the deleted row survived').toBe(false)
    } finally {
      await reopened.stop()
      rmSync(legacyDir, { recursive: true, force: true })
    }
  })
})
