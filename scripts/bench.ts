/**
 * `npm run bench [suite...]`: runs each suite's benchmark files in turn. Every figure is printed as
 * `BENCH <name> <value> <unit>`; nothing here asserts a target, the figures are read by people.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Each suite: its folder, and which of its `*.bench.ts` files it runs (by name prefix; none = all not claimed). */
const SUITES: Record<string, { folder: string; prefix?: string; env?: Record<string, string> }> = {
  lake: { folder: 'lake/bench' },
  // Sign-in through HTTP and what a role's grant filters cost a query (lake/bench/team.bench.ts).
  team: { folder: 'lake/bench', prefix: 'team' },
  // Ten costly anonymous queries against the lake while a reader browses the blog list (bounded queries).
  abuse: { folder: 'lake/bench', prefix: 'abuse' },
  function: { folder: 'functions/bench' },
  // Insights: the script's size, beacons through the function, a kill -9, the dashboard at 1M and 10M events.
  insights: { folder: 'functions/bench', prefix: 'insights' },
  site: { folder: 'site/bench' },
  // The service worker's bytes, repeat visits, pages opened offline and the data saver.
  offline: { folder: 'site/bench', prefix: 'offline' },
  // React's production server renderer, as `npm start` and a deployment run the site server.
  live: { folder: 'site/bench', prefix: 'live', env: { NODE_ENV: 'production' } },
  // A scheduled release of 10 documents reaching every page it changes, through the origin cache (site/bench/).
  release: { folder: 'site/bench', prefix: 'release', env: { NODE_ENV: 'production' } },
  // The shared edge cache (Varnish + xkey) in front of two site replicas, purged by sync tag (site/edge/).
  edge: { folder: 'site/bench', prefix: 'edge', env: { NODE_ENV: 'production' } },
  studio: { folder: 'studio/bench' },
  system: { folder: 'tests/bench' },
}
const claimed = (folder: string) =>
  Object.values(SUITES).flatMap((suite) => (suite.folder === folder && suite.prefix ? [suite.prefix] : []))

const requested = process.argv.slice(2)
const unknown = requested.filter((name) => !(name in SUITES))
if (unknown.length > 0) {
  console.error(`Unknown bench suite: ${unknown.join(', ')}. Suites: ${Object.keys(SUITES).join(', ')}`)
  process.exit(2)
}

// Benchmarks keep their builds and scratch data under .tmp/ (git-ignored); a fresh clone has none yet.
mkdirSync('.tmp', { recursive: true })

let failures = 0
for (const suite of requested.length > 0 ? requested : Object.keys(SUITES)) {
  const { folder, prefix, env } = SUITES[suite]
  const files = (existsSync(folder) ? readdirSync(folder) : []).filter(
    (file) =>
      file.endsWith('.bench.ts') &&
      (prefix ? file.startsWith(prefix) : !claimed(folder).some((other) => file.startsWith(other))),
  )
  if (files.length === 0) {
    console.log(`# ${suite}: no benchmarks in ${folder}`)
    continue
  }
  for (const file of files.sort()) {
    console.log(`# ${suite}: ${file}`)
    const run = spawnSync('tsx', [join(folder, file)], { stdio: 'inherit', env: { ...process.env, ...env } })
    if (run.status !== 0) failures++
  }
}
process.exit(failures === 0 ? 0 : 1)
