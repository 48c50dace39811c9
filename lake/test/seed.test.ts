/** The seed dataset loads on first start (images resolved to assets) and `npm run seed` resets to it. */
import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

const ROOT = resolve(import.meta.dirname, '../..')
let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake({ seed: true })
})
afterAll(() => lake.stop())

describe('seed', () => {
  it('loads posts, images and private documents on first start', async () => {
    const client = lake.client()
    expect(await client.fetch('count(*[_type == "post"])')).toBeGreaterThanOrEqual(30)
    const unresolved = await client.fetch(
      'count(*[defined(mainImage._sanityAsset) || defined(image._sanityAsset)])',
      {},
      { perspective: 'raw' },
    )
    expect(unresolved).toBe(0)
    const image = await client.fetch('*[_type == "post" && defined(mainImage)][0].mainImage.asset->url')
    expect(image).toMatch(new RegExp(`^${lake.url}/images/escrova/production/[a-f0-9]{40}-\\d+x\\d+\\.\\w+$`))
    expect((await fetch(image)).status).toBe(200)
    // Applications are private: the anonymous client sees none.
    expect(await lake.client(null).fetch('count(*[_type == "waitListApplication"])')).toBe(0)
    expect(await client.fetch('count(*[_type == "waitListApplication"])')).toBeGreaterThan(0)
  })

  it('does not seed again over existing content on restart', async () => {
    await lake.client().create({ _id: 'mine', _type: 'tag', title: 'Mine' })
    const count = await lake.client().fetch('count(*)', {}, { perspective: 'raw' })
    const again = await startTestLake({ seed: true, dataDir: lake.dataDir, port: 0 })
    expect(await again.client().fetch('count(*)', {}, { perspective: 'raw' })).toBe(count)
    await again.close()
  })

  it('`seed --reset` through the running lake wipes and reloads', async () => {
    const run = promisify(execFile)
    const env = {
      ...process.env,
      LAKE_DATA_DIR: lake.dataDir,
      LAKE_URL: lake.url,
      PATH: `${ROOT}/node_modules/.bin:${process.env.PATH}`,
    }
    const { stdout } = await run('tsx', ['lake/src/seed.ts', '--reset'], { cwd: ROOT, env })
    expect(stdout).toContain('seed reset')
    expect(await lake.client().getDocument('mine')).toBeUndefined()
    expect(await lake.client().fetch('count(*[_type == "post"])')).toBeGreaterThanOrEqual(30)
  })
})
