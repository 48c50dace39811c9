/**
 * `npm run bench site` (or `npx tsx site/bench/copy-fallback.bench.ts`), what the default copy costs a request:
 *   BENCH site.copy_fallback.first_ms        the first home-page load with the content API down: the one groq-js
 *                                            evaluation of the default copy (every load paid this before it was kept)
 *   BENCH site.copy_fallback.repeat_us       median of later loads with the API down: the kept copy, no evaluation
 *   BENCH site.copy_fallback.gap_us          median home-page load from a seeded lake whose hero lacks its headline
 *                                            (the fetch plus the gap check and merge)
 *   BENCH site.copy_fallback.whole_us        the same with the document whole (no default copy read at all)
 *   BENCH site.copy_fallback.evaluations     groq-js evaluations over all of the above (1: the home query, once)
 */
import { performance } from 'node:perf_hooks'
import { startTestLake } from '../../tests/support/lake.ts'
import { type CopyReader, loadHomePage } from '../app/content/page-copy.server.ts'
import { seededCopyEvaluations } from '../app/content/seeded-copy.server.ts'

const RUNS = Number(process.env.BENCH_COPY_RUNS ?? 200)

console.warn = () => {}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function timeLoads(reader: CopyReader, runs: number): Promise<number[]> {
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    await loadHomePage(reader)
    times.push(performance.now() - start)
  }
  return times
}

const lake = await startTestLake({ seed: true })
try {
  const reader = lake.client(null)
  await timeLoads(reader, 20) // warms the client's connection and the lake's query cache
  const whole = await timeLoads(reader, RUNS)

  const down: CopyReader = { fetch: () => Promise.reject(new Error('connect ECONNREFUSED')) }
  const [first] = await timeLoads(down, 1)
  const repeat = await timeLoads(down, RUNS)

  await lake.client().patch('homePage').unset(['hero.headline']).commit()
  const gap = await timeLoads(reader, RUNS)

  console.log(`BENCH site.copy_fallback.first_ms ${first.toFixed(1)} ms`)
  console.log(`BENCH site.copy_fallback.repeat_us ${Math.round(median(repeat) * 1000)} us`)
  console.log(`BENCH site.copy_fallback.gap_us ${Math.round(median(gap) * 1000)} us`)
  console.log(`BENCH site.copy_fallback.whole_us ${Math.round(median(whole) * 1000)} us`)
  console.log(`BENCH site.copy_fallback.evaluations ${seededCopyEvaluations()} count`)
} finally {
  await lake.stop()
}
