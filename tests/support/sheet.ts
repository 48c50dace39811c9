/** The local spreadsheet sink in-process, on a random loopback port over a temp CSV file. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type SheetMode, type SheetSink, startSheetSink } from '@escrova/functions/sheet-sink/server'

export interface TestSheet extends SheetSink {
  /** Switches the fault mode through the sink's own control endpoint, as an operator would. */
  control(mode: SheetMode, delayMs?: number): Promise<void>
  /** Closes the sink and deletes its temp dir. */
  stop(): Promise<void>
}

export async function startTestSheet(
  options: { mode?: SheetMode; delayMs?: number } = {},
): Promise<TestSheet> {
  const dir = mkdtempSync(join(tmpdir(), 'sheet-test-'))
  const sink = await startSheetSink({ port: 0, csvPath: join(dir, 'applications.csv'), ...options })
  return {
    ...sink,
    async control(mode, delayMs) {
      const response = await fetch(`${sink.url}/__control`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode, delayMs }),
      })
      if (!response.ok) throw new Error(`sheet control failed: ${response.status}`)
    },
    async stop() {
      await sink.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
