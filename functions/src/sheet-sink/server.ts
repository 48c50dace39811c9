/**
 * A local stand-in for the Google Apps Script web app behind the wait-list spreadsheet. It behaves as Apps Script
 * does where it matters to the function: POST `/exec` runs the script (appends a CSV row) and answers 302 to an echo
 * URL; GET on the echo URL returns the script's JSON; POST on the echo URL is 405. Rows carry the application's `Id`
 * and a repeated Id is not appended twice (the real script should do the same; see functions/README.md).
 * A body `{action: 'delete', Id}` deletes that row instead (an erasure), and `{action: 'update', Id, <column>: value}`
 * sets those cells of that row (a correction), as the `doPost` branches in functions/README.md.
 * For fault tests its mode is switched at run time: `POST /__control {mode: 'ok'|'fail'|'hang'|'slow', delayMs}`.
 * Routes: `app.ts`; the file: `sheet-file.ts`.
 */
import type { Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { digestSink } from '../digest/sink.ts'
import { createSheetApp, type SheetMode, type SheetState, type SheetStats } from './app.ts'
import { ensureSheet, readRecords, type SheetRecord } from './sheet-file.ts'

export type { SheetMode, SheetStats } from './app.ts'
export { SHEET_COLUMNS, type SheetRecord } from './sheet-file.ts'

export interface SheetSinkOptions {
  port?: number
  host?: string
  csvPath: string
  mode?: SheetMode
  delayMs?: number
}

export interface SheetSink {
  /** Base URL, e.g. http://127.0.0.1:8790 */
  url: string
  /** The URL the function posts to (SHEET_URL). */
  execUrl: string
  csvPath: string
  setMode(mode: SheetMode, delayMs?: number): void
  /** Moderators' digest messages received at `/digest`, oldest first. */
  digests(): Array<Record<string, unknown>>
  /** Rows in the CSV file, header excluded. */
  rows(): SheetRecord[]
  /** How many POSTs reached `/exec` (appended or not). */
  stats(): SheetStats
  close(): Promise<void>
}

export function startSheetSink(options: SheetSinkOptions): Promise<SheetSink> {
  const { csvPath } = options
  ensureSheet(csvPath)
  const state: SheetState = {
    csvPath,
    mode: options.mode ?? 'ok',
    delayMs: options.delayMs ?? 10_000,
    counters: { posts: 0, appended: 0, duplicates: 0, echoPosts: 0, deleted: 0, updated: 0 },
    echoes: new Map(),
    knownIds: new Set(readRecords(csvPath).map((record) => record.Id)),
    digests: digestSink(`${csvPath.replace(/\.csv$/, '')}-digests.ndjson`),
  }
  const server = createAdaptorServer({ fetch: createSheetApp(state).fetch }) as Server
  // A hanging run never answers: close() drops its socket.
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      const url = `http://127.0.0.1:${port}`
      resolve({
        url,
        execUrl: `${url}/exec`,
        csvPath,
        setMode(next, nextDelay) {
          state.mode = next
          if (nextDelay !== undefined) state.delayMs = nextDelay
        },
        rows: () => readRecords(csvPath),
        digests: () => state.digests.messages(),
        stats: () => ({ ...state.counters }),
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
