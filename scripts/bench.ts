/**
 * `npm run bench [suite...]`: runs each suite's benchmark files in turn. Every figure is printed as
 * `BENCH <name> <value> <unit>`; nothing here asserts a target, the figures are read by people.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const SUITES: Record<string, string> = {
  lake: 'lake/bench',
  function: 'functions/bench',
  site: 'site/bench',
  studio: 'studio/bench',
  system: 'tests/bench',
}

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
  const folder = SUITES[suite]
  const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.bench.ts')) : []
  if (files.length === 0) {
    console.log(`# ${suite}: no benchmarks in ${folder}`)
    continue
  }
  for (const file of files.sort()) {
    console.log(`# ${suite}: ${file}`)
    const run = spawnSync('tsx', [join(folder, file)], { stdio: 'inherit' })
    if (run.status !== 0) failures++
  }
}
process.exit(failures === 0 ? 0 : 1)
