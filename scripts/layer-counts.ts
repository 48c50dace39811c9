// How layered each part is, in three figures: imports that climb (dependency-cruiser's rules inside the parts,
// `.dependency-cruiser.mjs`), pairs of folders that import each other, and the longest function outside tests.
// `npx tsx scripts/layer-counts.ts [checkout]` prints them; the rules themselves fail `npm test` (tests/system).
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { longFunctions } from './function-length.ts'

/** The tree to count: this one, or another checkout given as the first argument (to compare with an older commit). */
const ROOT = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'))
const TOOLS = resolve(import.meta.dirname, '..')
/** Each part's source root: a folder right under it (or a file at its top) is one unit of the mutual-pairs count. */
const PARTS = { lake: 'lake/src/', site: 'site/app/', functions: 'functions/src/' }

interface Cruise {
  modules: { source: string; dependencies: { resolved: string }[] }[]
  summary: { violations: { from: string; to: string; rule: { name: string } }[] }
}

function folderOf(root: string, file: string): string | undefined {
  if (!file.startsWith(root)) return undefined
  return file.slice(root.length).split('/')[0]
}

const run = spawnSync(
  process.execPath,
  [
    join(TOOLS, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
    '--config',
    join(ROOT, '.dependency-cruiser.mjs'),
    '--output-type',
    'json',
    'site',
    'functions',
    'lake',
  ],
  { cwd: ROOT, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
)
const cruise = JSON.parse(run.stdout) as Cruise

for (const [part, root] of Object.entries(PARTS)) {
  // A broken rule between two files of the same part is an import climbing inside it.
  const climbing = cruise.summary.violations.filter(
    (violation) => violation.from.startsWith(root) && violation.to.startsWith(root.split('/')[0]),
  )
  const edges = new Set<string>()
  for (const module of cruise.modules) {
    const from = folderOf(root, module.source)
    if (!from || /\.(test|bench)\.[jt]sx?$/.test(module.source)) continue
    for (const dependency of module.dependencies) {
      const to = folderOf(root, dependency.resolved)
      if (to && to !== from) edges.add(`${from} ${to}`)
    }
  }
  const mutual = [...edges].filter((edge) => {
    const [from, to] = edge.split(' ')
    return from < to && edges.has(`${to} ${from}`)
  })
  console.log(`${part}: ${climbing.length} climbing imports, ${mutual.length} mutual folder pairs`)
  for (const edge of mutual) console.log(`  ${edge.replace(' ', ' <-> ')}`)
}
const [longest] = longFunctions(ROOT, 0)
console.log(`longest function outside tests: ${longest?.lines} lines (${longest?.file} ${longest?.name})`)
