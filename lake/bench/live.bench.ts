/**
 * `npm run bench lake` (live): commit -> `message` received by a `client.live.events()` subscriber, through HTTP
 * with the real client, on the seeded lake (34 posts) and on one holding 10,000 posts. Timed from the start of the
 * commit request, so it includes the write's own round trip and fsync.
 */
import '../src/shared/quiet-warnings.ts'
import { rmSync } from 'node:fs'
import type { LiveEvent } from '@sanity/client'

const { buildFixture } = await import('./fixture.ts')
const { startTestLake } = await import('../../tests/support/lake.ts')
type TestLake = Awaited<ReturnType<typeof startTestLake>>

const RUNS = 100

/** p50 over RUNS edits of one post, then stops the lake. */
async function eventLatencyP50(lake: TestLake): Promise<number> {
  const client = lake.client()
  const postId = (await client.fetch('*[_type == "post"][0]._id')) as string
  let arrived = () => {}
  let welcomed = () => {}
  const welcome = new Promise<void>((resolve) => {
    welcomed = resolve
  })
  const subscription = lake
    .client(null)
    .live.events()
    .subscribe((event: LiveEvent) => {
      if (event.type === 'welcome') welcomed()
      if (event.type === 'message') arrived()
    })
  await welcome
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const received = new Promise<void>((resolve) => {
      arrived = resolve
    })
    const started = performance.now()
    await client.patch(postId).set({ benchCounter: i }).commit()
    await received
    samples.push(performance.now() - started)
  }
  subscription.unsubscribe()
  await lake.stop()
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)]
}

const print = (name: string, value: number, unit: string) =>
  console.log(`BENCH ${name} ${Math.round(value * 1000) / 1000} ${unit}`)

print('lake.live.event_latency.p50', await eventLatencyP50(await startTestLake({ seed: true })), 'ms')

const fixture = buildFixture(10_000)
fixture.store.close()
print(
  'lake.live.event_latency.10k.p50',
  await eventLatencyP50(await startTestLake({ dataDir: fixture.dataDir })),
  'ms',
)
rmSync(fixture.dataDir, { recursive: true, force: true })
