/**
 * Durability: the lake runs as a child process; concurrent writers stream mutations at it; it is killed with
 * SIGKILL mid-stream; a new process on the same data dir must hold every write that was acknowledged.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { lakeClient, removeDataDir, type SpawnedLake, spawnLake } from '../../tests/support/lake.ts'
import { waitFor } from '../../tests/support/wait.ts'

const spawned: SpawnedLake[] = []

afterAll(async () => {
  for (const lake of spawned) await lake.kill()
  if (spawned[0]) removeDataDir(spawned[0].dataDir)
})

describe('durability', () => {
  it('keeps every acknowledged write across kill -9', async () => {
    const first = await spawnLake()
    spawned.push(first)
    const client = lakeClient(first.url, first.tokens.write)
    await client.create({ _id: 'counter', _type: 'counter', n: 0 })

    const acknowledged = new Set<string>()
    let acknowledgedIncrements = 0
    let stop = false
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const id = `w${worker}-${i}`
        try {
          await client
            .transaction()
            .create({ _id: id, _type: 'write', worker, i })
            .patch('counter', (p) => p.inc({ n: 1 }))
            .commit({ visibility: 'sync' })
          acknowledged.add(id)
          acknowledgedIncrements++
        } catch {
          return // the lake is gone
        }
      }
    }
    const writers = Array.from({ length: 8 }, (_, worker) => writer(worker))
    // Kill it mid-load, once enough writes were acknowledged to make the check below mean something.
    await waitFor(() => acknowledged.size > 40, { timeoutMs: 60_000, intervalMs: 20 })
    await first.kill('SIGKILL')
    stop = true
    await Promise.all(writers)
    expect(acknowledged.size).toBeGreaterThan(20)

    const second = await spawnLake({ dataDir: first.dataDir })
    spawned.push(second)
    const after = lakeClient(second.url, second.tokens.write)
    const stored = new Set<string>(await after.fetch('*[_type == "write"]._id'))
    const missing = [...acknowledged].filter((id) => !stored.has(id))
    expect(missing).toEqual([])
    // Writes in flight at the kill may or may not have landed, but never half: the counter matches the rows.
    const counter = await after.fetch('*[_id == "counter"][0].n')
    expect(counter).toBe(stored.size)
    expect(counter).toBeGreaterThanOrEqual(acknowledgedIncrements)
    // The reopened store accepts writes.
    await after.create({ _id: 'after-restart', _type: 'write' })
    expect(await after.getDocument('after-restart')).toBeTruthy()
  })
})
