/**
 * `npm run bench insights`:
 *   BENCH insights.script.gzip_bytes            the site's inline script, gzip -9 (goal ≤ 1024)
 *   BENCH insights.ingest.per_s / .p99          beacons through the function in its own process (autocannon, loopback),
 *                                               chDB behind it
 *   BENCH insights.ingest.stored                of those accepted, how many the store holds after the flush
 *   BENCH insights.kill9.lost_events / _pct     beacons answered 202 but never stored when the process is killed
 *   BENCH insights.store.bytes_per_event[.<rollup>].<…>  compressed size on disk per synthetic event: raw, each rollup
 *   BENCH insights.dashboard.p95.<1m|10m>       every panel of a 30-day view at once, as `/api/insights/overview`,
 *                                               after the final days are kept as lists (as the function does hourly)
 *   BENCH insights.dashboard.cpu_p95.<…>         the CPU time (all of chDB's threads) one such view costs
 *   BENCH insights.ingest.cpu_us_per_event / .per_cpu_s  CPU the function spends per event, events per CPU-second
 *   BENCH insights.dashboard.slowest_panel.p95.<…>  the slowest single panel
 * then the offline bench's first-visit bytes of home and a post (the script is inline in every page).
 * `INSIGHTS_BENCH_SIZES` (default `1000000,10000000`) sets the event counts, `INSIGHTS_BENCH_RUNS` (10) the timed
 * dashboards, `BENCH_DURATION_S` the ingest run; `INSIGHTS_BENCH_PAGES=off` skips the first-visit bytes.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { insightsScript } from '../../site/app/insights/script.ts'
import { openChdbStore } from '../src/events/store/chdb.ts'
import { keepFinalDays } from '../src/events/store/day-lists.ts'
import { ROLLUPS } from '../src/events/store/rollups.ts'
import { dashboardRun, fillEvents } from './insights-data.ts'

const DURATION = Number(process.env.BENCH_DURATION_S ?? 10)
const RUNS = Number(process.env.INSIGHTS_BENCH_RUNS ?? 10)
const SIZES = (process.env.INSIGHTS_BENCH_SIZES ?? '1000000,10000000').split(',').map(Number)
const AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const scratch = () => mkdtempSync(join(tmpdir(), 'insights-bench-'))

let sequence = 0
const beacon = () =>
  JSON.stringify({
    n: 'pageview',
    u: `https://escrova.test/blogs/post-${sequence % 50}`,
    w: 390,
    l: 'en-NG',
    i: `bench${++sequence}x${process.pid}`,
  })

console.log(
  `BENCH insights.script.gzip_bytes ${gzipSync(insightsScript('https://fn.escrova.ng'), { level: 9 }).length} bytes`,
)

/** The function in its own process (`insights-child.ts`), as deployed: autocannon's work is not the function's. */
async function startChild(dir: string) {
  const child = spawn(resolve(import.meta.dirname, '../../node_modules/.bin/tsx'), [
    join(import.meta.dirname, 'insights-child.ts'),
    dir,
  ])
  // The process that holds the events names itself (tsx runs it under a launcher): that one is signalled.
  const { url, pid } = await new Promise<{ url: string; pid: number }>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /ready (\S+) (\d+)/.exec(chunk.toString())
      if (match) done({ url: match[1] as string, pid: Number(match[2]) })
    })
    child.once('exit', () => fail(new Error('the child function exited before it was ready')))
  })
  return { child, url, pid }
}

async function storedEvents(dir: string): Promise<number> {
  const store = await openChdbStore(join(dir, 'chdb'), { rawRetentionDays: 30, rollupRetentionDays: 400 })
  const [row] = await store.query<{ stored: string }>('SELECT count() AS stored FROM events')
  await store.close()
  rmSync(dir, { recursive: true, force: true })
  return Number(row?.stored)
}

async function ingest() {
  const dir = scratch()
  const { child, url, pid } = await startChild(dir)
  const result = await autocannon({
    url: `${url}/api/event`,
    method: 'POST',
    connections: 20,
    duration: DURATION,
    headers: { 'content-type': 'text/plain', 'user-agent': AGENT },
    requests: [{ setupRequest: (request) => ({ ...request, body: beacon() }) }],
  })
  const cpuMicros = new Promise<number>((done) =>
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /cpu (\d+)/.exec(chunk.toString())
      if (match) done(Number(match[1]))
    }),
  )
  process.kill(pid, 'SIGTERM')
  const used = await cpuMicros
  await waitForExit(pid)
  child.kill('SIGKILL')
  const accepted = result.statusCodeStats['202']?.count ?? 0
  const stored = await storedEvents(dir)
  console.log(`BENCH insights.ingest.per_s ${(accepted / DURATION).toFixed(0)} events/s`)
  console.log(`BENCH insights.ingest.p99 ${result.latency.p99} ms`)
  console.log(`BENCH insights.ingest.stored ${stored} of ${accepted} events`)
  // What one event costs the function (HTTP, checks, hash, buffer, its share of the batched insert), and so how many
  // one core of its own would take: the figure that holds on a shared machine.
  console.log(`BENCH insights.ingest.cpu_us_per_event ${(used / Math.max(1, accepted)).toFixed(0)} µs`)
  console.log(`BENCH insights.ingest.per_cpu_s ${((accepted * 1e6) / Math.max(1, used)).toFixed(0)} events/s`)
}

async function waitForExit(pid: number) {
  for (;;) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    await new Promise((done) => setTimeout(done, 50))
  }
}

/** Beacons at a steady pace into a child process, `kill -9` mid-stream, then count what its store kept. */
async function killNine() {
  const dir = scratch()
  const { child, url, pid } = await startChild(dir)
  let accepted = 0
  const started = Date.now()
  while (Date.now() - started < 3_000) {
    const batch = Array.from({ length: 20 }, () =>
      fetch(`${url}/api/event`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': AGENT },
        body: beacon(),
      })
        .then((r) => r.status === 202 && accepted++)
        .catch(() => undefined),
    )
    await Promise.all(batch)
  }
  process.kill(pid, 'SIGKILL')
  await waitForExit(pid)
  child.kill('SIGKILL')
  const stored = await storedEvents(dir)
  const lost = accepted - stored
  console.log(`BENCH insights.kill9.lost_events ${lost} of ${accepted} events`)
  console.log(`BENCH insights.kill9.lost_pct ${((100 * lost) / Math.max(1, accepted)).toFixed(1)} %`)
}

async function dashboard(size: number) {
  const dir = scratch()
  const store = await openChdbStore(join(dir, 'chdb'), { rawRetentionDays: 400, rollupRetentionDays: 1100 })
  const label = size >= 1e6 ? `${size / 1e6}m` : `${size / 1e3}k`
  const filling = Date.now()
  await fillEvents(store, size)
  console.log(`# ${size} events generated in ${((Date.now() - filling) / 1000).toFixed(1)} s`)
  // The generator writes each visitor's events across every million-row chunk, so each rollup holds a visitor's
  // rows in every chunk's part; live traffic writes a visit within its day, and background merges collapse the rest.
  for (const rollup of ROLLUPS) await store.command(`OPTIMIZE TABLE ${rollup.name} FINAL`)
  // What the function's hourly job has done by now on a store that has been counting for a month.
  const kept = await keepFinalDays(store, new Date())
  console.log(`# ${kept.length} final days kept as lists (day-lists.ts); the rest read from the hours`)
  const tables = await store.query<{ table: string; bytes: string; rows: string }>(
    `SELECT table, sum(bytes_on_disk) AS bytes, sum(rows) AS rows FROM system.parts WHERE active
     AND table IN ('events', ${ROLLUPS.map((rollup) => `'${rollup.name}'`).join(', ')}) GROUP BY table ORDER BY table`,
  )
  for (const { table, bytes, rows } of tables) {
    const name = table === 'events' ? '' : `.${table}`
    console.log(
      `BENCH insights.store.bytes_per_event${name}.${label} ${(Number(bytes) / size).toFixed(1)} bytes (${rows} rows)`,
    )
  }
  const { overviewP95, overviewCpuP95, slowest } = await dashboardRun(store, RUNS)
  console.log(`BENCH insights.dashboard.p95.${label} ${overviewP95.toFixed(0)} ms`)
  console.log(`BENCH insights.dashboard.cpu_p95.${label} ${overviewCpuP95.toFixed(0)} ms`)
  console.log(
    `BENCH insights.dashboard.slowest_panel.p95.${label} ${slowest.p95.toFixed(0)} ms (${slowest.panel})`,
  )
  await store.close()
  rmSync(dir, { recursive: true, force: true })
}

await ingest()
await killNine()
for (const size of SIZES) await dashboard(size)

// The first-visit bytes of home and a post, with the script inline, from the offline bench (the one measure of them).
if (process.env.INSIGHTS_BENCH_PAGES !== 'off') {
  const offline = spawn(
    resolve(import.meta.dirname, '../../node_modules/.bin/tsx'),
    [resolve(import.meta.dirname, '../../site/bench/offline.bench.ts')],
    {
      env: { ...process.env, NODE_ENV: 'production', OFFLINE_RUNS: '1' },
    },
  )
  offline.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.startsWith('BENCH offline.first_visit.')) console.log(line)
  })
  await new Promise((done) => offline.once('exit', done))
}
