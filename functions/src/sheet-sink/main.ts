/**
 * `npx tsx functions/src/sheet-sink/main.ts`: the local spreadsheet on SHEET_PORT (8790), appending to SHEET_CSV
 * (`.data/sheet/applications.csv`). The function's SHEET_URL is then http://127.0.0.1:8790/exec.
 */
import { DEFAULT_PORTS } from '@escrova/schemas/settings'
import { startSheetSink } from './server.ts'

const sink = await startSheetSink({
  port: Number(process.env.SHEET_PORT ?? DEFAULT_PORTS.sheet),
  host: process.env.SHEET_HOST ?? '127.0.0.1',
  csvPath: process.env.SHEET_CSV ?? '.data/sheet/applications.csv',
})
console.log(`Spreadsheet sink: POST ${sink.execUrl} -> rows in ${sink.csvPath}`)

const stop = () => sink.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
