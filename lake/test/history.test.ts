/** Every transaction is kept: the history API (used by the Studio's `data/history`) reads it back. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.stop())

describe('transaction log', () => {
  it('records transactions with identity, mutations and each document after', async () => {
    const client = lake.client()
    const v1 = await client.create({ _id: 'h1', _type: 'post', title: 'One' })
    const v2 = await client.patch('h1').set({ title: 'Two' }).commit()
    await client.delete('h1')
    const history = lake.runtime.store.history
    const txs = history.transactions('production', { documentIds: ['h1'] })
    expect(txs.map((tx) => tx.id)).toEqual([v1._rev, v2._rev, expect.any(String)])
    expect(txs[0].identity).toBe('pLakeAdministrator')
    expect(txs[1].mutations).toEqual([{ patch: { id: 'h1', set: { title: 'Two' } } }])
    expect(txs[1].documents).toEqual([
      {
        id: 'h1',
        previousRev: v1._rev,
        resultRev: v2._rev,
        document: expect.objectContaining({ title: 'Two' }),
      },
    ])
    expect(txs[2].documents[0].document).toBeNull()
    expect(history.documentAtRevision('production', 'h1', v1._rev)?.title).toBe('One')
    expect(history.documentAtTime('production', 'h1', v2._updatedAt as string)?.title).toBe('Two')
    expect(history.transaction('production', v2._rev)?.timestamp).toBe(v2._updatedAt)
    expect(
      history.transactions('production', { documentIds: ['h1'], reverse: true, limit: 1 })[0].documents[0]
        .document,
    ).toBeNull()
  })
})
