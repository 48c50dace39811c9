/**
 * `npm run bench system`: the whole system on loopback, each part as in `npm start` (the lake and the function as
 * their own processes, the spreadsheet sink beside this driver). Prints:
 *   BENCH system.load.p50 / .p99 <ms>       1,000 comments + 1,000 applications sent at once, per-request latency
 *   BENCH system.load.connection_retries <n>  submissions resent (same key) after a connection reset in the burst
 *   BENCH system.load.documents <n>         documents stored by the load (should be 2000)
 *   BENCH system.load.sheet_rows <n>        rows in the sheet once deliveries settled (should be 1000)
 *   BENCH system.load.lost <n>              acknowledged submissions missing from the lake or the sheet (should be 0)
 *   BENCH system.load.duplicated <n>        submissions stored or delivered more than once (should be 0)
 *   BENCH system.soak.requests <n>          requests sent during the soak
 *   BENCH system.soak.rss_growth_pct <pct>  the function process's RSS, end of soak vs after warm-up
 *   BENCH system.soak.errors <n>            unexpected answers (5xx, network errors, wrong status) during the soak
 * The soak is mixed traffic (comments, applications, invalid forms, health) at a bounded pace for
 * SOAK_MS (default 10 minutes). Nothing here asserts a target.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { lakeClient, removeDataDir, spawnLake } from '../support/lake.ts'
import { freePort } from '../support/ports.ts'
import { startTestSheet } from '../support/sheet.ts'
import {
  applicationBody,
  countApplications,
  countComments,
  deliveryStatuses,
  type Submission,
  seedSystemPost,
  submit,
  submitRetryingNetworkErrors,
  waitFor,
} from '../system/support/traffic.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const SOAK_MS = Number(process.env.SOAK_MS ?? 10 * 60_000)
const LOAD_EACH = Number(process.env.LOAD_EACH ?? 1_000)
const WARM_UP_COMMENTS = 20
const SOAK_CONCURRENCY = 8
/** Pause between a soak worker's requests: about SOAK_CONCURRENCY / 0.1 s = 80 requests per second at most. */
const SOAK_PAUSE_MS = 100

function bench(name: string, value: number, unit: string) {
  console.log(`BENCH ${name} ${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}`)
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

async function startFunction(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  // `node --import tsx` rather than the tsx CLI, so the pid is the function's own process (for its RSS).
  const child = spawn(join(ROOT, 'node_modules/.bin/node'), ['--import', 'tsx', 'functions/src/node.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, FUNCTION_PORT: String(port), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`function did not start:\n${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('function listening')) {
        clearTimeout(timer)
        ready()
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => fail(new Error(`function exited with ${code}:\n${output}`)))
  })
  return { url: `http://127.0.0.1:${port}`, child }
}

/**
 * Every acknowledged (201) submission of the load must be stored once, and every acknowledged application must be one
 * sheet row: `lost` counts acknowledged ones missing from the lake or the sheet, `duplicated` the extra copies (ids
 * derive from the Idempotency-Key, so a second copy shows as more documents than submissions, or a repeated row).
 */
async function accountFor(results: Submission[]): Promise<{ lost: number; duplicated: number }> {
  const acknowledged = results
    .filter((result) => result.status === 201)
    .map((result) => (JSON.parse(result.text) as { id: string }).id)
  const storedIds = (
    await store.fetch<string[]>(
      '*[_type in ["comment", "waitListApplication"]]._id',
      {},
      { perspective: 'raw' },
    )
  ).map((id) => id.replace(/^(drafts|waitList)\./, ''))
  const loadDocuments = storedIds.length - WARM_UP_COMMENTS
  const stored = new Set(storedIds)
  const sheetIds = sheet.rows().map((row) => row.Id.replace(/^waitList\./, ''))
  const inSheet = new Set(sheetIds)
  const lost =
    acknowledged.filter((id) => !stored.has(id)).length +
    acknowledged.filter((id) => !id.startsWith('comment-') && !inSheet.has(id)).length
  const duplicated = Math.max(0, loadDocuments - results.length) + (sheetIds.length - inSheet.size)
  return { lost, duplicated }
}

const lake = await spawnLake()
const sheet = await startTestSheet()
const fn = await startFunction({
  SANITY_API_HOST: lake.url,
  SANITY_WRITE_TOKEN: lake.tokens.write,
  SHEET_URL: sheet.execUrl,
  CLIENT_HASH_SALT: 'bench',
  // One loopback client sends everything: the per-client limit is not what is measured.
  RATE_LIMIT_MAX: '100000000',
})
const store = lakeClient(lake.url, lake.tokens.write)

try {
  await seedSystemPost(store)
  // Warm up the function and its connections to the lake.
  for (let n = 0; n < WARM_UP_COMMENTS; n++) await submit(fn.url, 'comments', n, `warm-${n}-${Date.now()}`)

  // Load: everything at once.
  const run = `bench-${Date.now()}`
  const results = await Promise.all([
    ...Array.from({ length: LOAD_EACH }, (_, n) =>
      submitRetryingNetworkErrors(fn.url, 'comments', n, `${run}-c-${n}`, 120_000),
    ),
    ...Array.from({ length: LOAD_EACH }, (_, n) =>
      submitRetryingNetworkErrors(fn.url, 'wait-list', n, `${run}-a-${n}`, 120_000),
    ),
  ])
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b)
  bench('system.load.p50', percentile(latencies, 50), 'ms')
  bench('system.load.p99', percentile(latencies, 99), 'ms')
  // Latency is per submission, resends after a connection reset included (what the visitor waited).
  bench('system.load.connection_retries', results.filter((result) => result.retries > 0).length, 'requests')
  const failed = results.filter((result) => result.status !== 201).length
  if (failed > 0) console.error(`# load: ${failed} requests did not get 201`)
  const documents = (await countComments(store)) - WARM_UP_COMMENTS + (await countApplications(store))
  bench('system.load.documents', documents, 'docs')
  await waitFor(async () => (await deliveryStatuses(store)).delivered === LOAD_EACH, {
    timeoutMs: 10 * 60_000,
    intervalMs: 1_000,
    describe: async () => JSON.stringify(await deliveryStatuses(store)),
  }).catch((error: Error) => console.error(`# load: ${error.message}`))
  bench('system.load.sheet_rows', sheet.rows().length, 'rows')
  const { lost, duplicated } = await accountFor(results)
  bench('system.load.lost', lost, 'submissions')
  bench('system.load.duplicated', duplicated, 'submissions')

  // Soak: mixed traffic, bounded pace.
  let requests = 0
  let errors = 0
  const errorSamples: string[] = []
  const expect = (ok: boolean, what: string) => {
    requests++
    if (!ok) {
      errors++
      if (errorSamples.length < 10) errorSamples.push(what)
    }
  }
  const mixed = async (i: number) => {
    const kind = i % 10
    if (kind < 4) {
      const result = await submit(fn.url, 'comments', i, `soak-c-${run}-${i}`)
      expect(result.status === 201, `comment ${result.status} ${result.text.slice(0, 120)}`)
    } else if (kind < 6) {
      const result = await submit(fn.url, 'wait-list', i, `soak-a-${run}-${i}`)
      expect(result.status === 201, `application ${result.status} ${result.text.slice(0, 120)}`)
    } else if (kind === 6) {
      const response = await fetch(`${fn.url}/api/wait-list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...applicationBody(i), email: 'not-an-email', consent: false }),
      }).catch(() => undefined)
      await response?.arrayBuffer()
      expect(response?.status === 422, `invalid form ${response?.status}`)
    } else {
      const response = await fetch(`${fn.url}/api/health`).catch(() => undefined)
      await response?.arrayBuffer()
      expect(response?.status === 200, `health ${response?.status}`)
    }
  }

  const started = Date.now()
  const warmUpUntil = started + Math.min(30_000, SOAK_MS / 10)
  let baselineRss = 0
  let next = 0
  await Promise.all(
    Array.from({ length: SOAK_CONCURRENCY }, async () => {
      while (Date.now() - started < SOAK_MS) {
        if (!baselineRss && Date.now() >= warmUpUntil) baselineRss = rssBytes(fn.child.pid as number)
        await mixed(next++)
        await new Promise((resolve) => setTimeout(resolve, SOAK_PAUSE_MS))
      }
    }),
  )
  if (!baselineRss) baselineRss = rssBytes(fn.child.pid as number)
  const finalRss = rssBytes(fn.child.pid as number)
  bench('system.soak.requests', requests, 'requests')
  bench('system.soak.rss_growth_pct', ((finalRss - baselineRss) / baselineRss) * 100, '%')
  bench('system.soak.rss_final_mb', finalRss / 1024 / 1024, 'MB')
  bench('system.soak.errors', errors, 'errors')
  for (const sample of errorSamples) console.error(`# soak error: ${sample}`)
} finally {
  fn.child.kill('SIGTERM')
  await new Promise((resolve) =>
    fn.child.exitCode === null ? fn.child.once('exit', resolve) : resolve(null),
  )
  await sheet.stop()
  await lake.kill('SIGTERM')
  removeDataDir(lake.dataDir)
}
