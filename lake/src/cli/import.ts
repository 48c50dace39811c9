/**
 * `npx tsx lake/src/cli/import.ts <file.ndjson|file.tar.gz> [--dataset name] (default: the lake's main dataset) [--replace | --missing]`
 * Imports Sanity's dataset format into the lake (through the running lake if one answers, else directly).
 */
import '../shared/quiet-warnings.ts'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

const { importFile } = await import('../io/files.ts')
const { openOffline, tryRunningLake } = await import('./offline.ts')

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dataset: { type: 'string' },
    replace: { type: 'boolean' },
    missing: { type: 'boolean' },
  },
})
const file = positionals[0]
if (!file) {
  console.error('usage: import.ts <file.ndjson|file.tar.gz> [--dataset name] [--replace | --missing]')
  process.exit(2)
}
const mode = values.replace ? 'replace' : values.missing ? 'missing' : 'create'
const body = { file: resolve(file), dataset: values.dataset, mode }
let result = await tryRunningLake('import', body)
if (result === undefined) {
  const lake = openOffline()
  try {
    result = await importFile(lake, values.dataset ?? lake.dataset, body.file, mode)
  } finally {
    lake.close()
  }
}
console.log(`imported: ${JSON.stringify(result)}`)
