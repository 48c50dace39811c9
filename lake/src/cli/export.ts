/**
 * `npx tsx lake/src/cli/export.ts <file.tar.gz|file.ndjson> [--dataset name] (default: the lake's main dataset)`
 * Exports in Sanity's dataset format (`.tar.gz` with images, as `sanity dataset export` writes it).
 */
import '../shared/quiet-warnings.ts'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

const { exportFile } = await import('../io/files.ts')
const { openOffline, tryRunningLake } = await import('./offline.ts')

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dataset: { type: 'string' } },
})
const file = positionals[0]
if (!file) {
  console.error('usage: export.ts <file.tar.gz|file.ndjson> [--dataset name]')
  process.exit(2)
}
const body = { file: resolve(file), dataset: values.dataset }
let result = await tryRunningLake('export', body)
if (result === undefined) {
  const lake = openOffline()
  try {
    result = await exportFile(lake, values.dataset ?? lake.dataset, body.file)
  } finally {
    lake.close()
  }
}
console.log(`exported to ${body.file}: ${JSON.stringify(result)}`)
