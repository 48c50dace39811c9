/**
 * `npm test`: lint, the import-direction rule, type check and every vitest suite, then one closing line
 * `N passed, N failed` for CI. Lint, the import rule and type check count as one check each, so a style, import or
 * type error fails the run like a failing test.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

type Outcome = { passed: number; failed: number }

function check(name: string, command: string, args: string[]): Outcome {
  console.log(`\n== ${name}: ${command} ${args.join(' ')}`)
  const run = spawnSync(command, args, { stdio: 'inherit' })
  const ok = run.status === 0
  console.log(`== ${name}: ${ok ? 'passed' : 'FAILED'}`)
  return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
}

function vitest(extraArgs: string[]): Outcome {
  mkdirSync('.tmp', { recursive: true })
  const report = '.tmp/vitest-report.json'
  rmSync(report, { force: true })
  console.log('\n== vitest')
  const run = spawnSync(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs],
    { stdio: 'inherit' },
  )
  try {
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
      testResults: { status: string; assertionResults: unknown[] }[]
    }
    // A file that fails to load has no test results of its own: count it as one failure.
    const unloaded = result.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    )
    const failed = result.numFailedTests + unloaded.length
    // Vitest exits non-zero on errors outside any test (unhandled rejections): they fail the run, counted as one.
    return { passed: result.numPassedTests, failed: failed === 0 && run.status !== 0 ? 1 : failed }
  } catch {
    return { passed: 0, failed: run.status === 0 ? 0 : 1 }
  }
}

const CHROMIUM = '/usr/bin/chromium'
/** tests/edge runs the real edge cache: Debian's Varnish and its xkey module (varnish-modules). */
const VARNISH = [
  '/usr/sbin/varnishd',
  `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/varnish/vmods/libvmod_xkey.so`,
]
const PACKAGES = ['chromium', 'fonts-dejavu-core', 'varnish', 'varnish-modules']

/**
 * Browser suites drive Debian's Chromium (Playwright cannot download its own here), the edge suite Debian's Varnish
 * with vmod xkey: install them on a fresh machine.
 */
function ensureChromium(): Outcome | undefined {
  const ready = () => existsSync(CHROMIUM) && VARNISH.every((file) => existsSync(file))
  if (ready()) return undefined
  if (process.getuid?.() !== 0) {
    console.error(
      `\nChromium or Varnish is missing: install them with \`apt-get install -y ${PACKAGES.join(' ')}\` (as root), then run again.`,
    )
    return { passed: 0, failed: 1 }
  }
  console.log('\n== installing Chromium and Varnish from Debian (first run on this machine)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], {
    stdio: 'inherit',
    env,
  })
  return install.status === 0 && ready() ? undefined : { passed: 0, failed: 1 }
}

/** The folders the import-direction rule reads (tests and benchmarks inside them are exempt by its config). */
const PARTS = ['site', 'studio', 'schemas', 'functions', 'lake']

const filters = process.argv.slice(2)
const outcomes: Outcome[] = []
const chromiumMissing = ensureChromium()
if (chromiumMissing) outcomes.push(chromiumMissing)
if (filters.length === 0) {
  outcomes.push(check('lint', 'biome', ['check', '.']))
  // Imports run downward only (`.dependency-cruiser.mjs`): site/studio/functions never import the lake, schemas/ no part.
  outcomes.push(check('import direction', 'depcruise', ['--output-type', 'err', ...PARTS]))
  // Route types are generated (React Router typegen), so a fresh clone makes them before the check.
  outcomes.push(check('typecheck', 'npm', ['run', 'typecheck']))
}
outcomes.push(vitest(filters))

const passed = outcomes.reduce((sum, o) => sum + o.passed, 0)
const failed = outcomes.reduce((sum, o) => sum + o.failed, 0)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
