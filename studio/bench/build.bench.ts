/**
 * `npm run bench studio`: how long an offline `sanity build` of the Studio takes on this machine.
 * Prints `BENCH studio.build.s <seconds> s`. Builds into a temp dir so the real `studio/dist` is left alone.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const studioDir = resolve(import.meta.dirname, '..')
const root = resolve(studioDir, '..')
const outDir = mkdtempSync(join(tmpdir(), 'studio-bench-'))
try {
  const started = performance.now()
  const run = spawnSync(join(root, 'node_modules/.bin/sanity'), ['build', outDir, '--yes'], {
    cwd: studioDir,
    env: {
      ...process.env,
      PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
      SANITY_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
    },
    encoding: 'utf8',
  })
  const seconds = (performance.now() - started) / 1000
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr)
    process.exit(1)
  }
  console.log(`BENCH studio.build.s ${seconds.toFixed(1)} s`)
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
