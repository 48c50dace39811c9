/**
 * A local stand-in for the Google Apps Script web app behind the wait-list spreadsheet. It behaves as Apps Script
 * does where it matters to the function: POST `/exec` runs the script (appends a CSV row) and answers 302 to an echo
 * URL; GET on the echo URL returns the script's JSON; POST on the echo URL is 405. Rows carry the application's `Id`
 * and a repeated Id is not appended twice (the real script should do the same; see functions/README.md).
 * A body `{action: 'delete', Id}` deletes that row instead (an erasure), and `{action: 'update', Id, <column>: value}`
 * sets those cells of that row (a correction), as the `doPost` branches in functions/README.md.
 * For fault tests its mode is switched at run time: `POST /__control {mode: 'ok'|'fail'|'hang'|'slow', delayMs}`.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { dirname } from 'node:path'
import { parseCsv, toCsvLine } from '@escrova/schemas/csv'
import { SPREADSHEET_COLUMNS } from '@escrova/schemas/wait-list'
import { digestSink } from '../digest/sink.ts'

export const SHEET_COLUMNS = ['Id', 'ReceivedAt', ...SPREADSHEET_COLUMNS] as const

export type SheetMode = 'ok' | 'fail' | 'hang' | 'slow'
export type SheetRecord = Record<(typeof SHEET_COLUMNS)[number], string>

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

export interface SheetStats {
  posts: number
  appended: number
  duplicates: number
  echoPosts: number
  deleted: number
  /** Rows changed by `update` requests (an update naming no known Id counts nothing). */
  updated: number
}

/** The cells an `update` may set: never the Id it is matched on, nor the time the row arrived. */
const UPDATABLE_COLUMNS: readonly string[] = SPREADSHEET_COLUMNS

const MAX_BODY = 64 * 1024

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) {
        reject(new Error('body too large'))
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

function readRecords(csvPath: string): SheetRecord[] {
  if (!existsSync(csvPath)) return []
  const [, ...rows] = parseCsv(readFileSync(csvPath, 'utf8'))
  return rows.map(
    (row) => Object.fromEntries(SHEET_COLUMNS.map((column, i) => [column, row[i] ?? ''])) as SheetRecord,
  )
}

export function startSheetSink(options: SheetSinkOptions): Promise<SheetSink> {
  const { csvPath } = options
  let mode: SheetMode = options.mode ?? 'ok'
  let delayMs = options.delayMs ?? 10_000
  const counters: SheetStats = { posts: 0, appended: 0, duplicates: 0, echoPosts: 0, deleted: 0, updated: 0 }
  const echoes = new Map<string, unknown>()
  const sockets = new Set<Socket>()

  mkdirSync(dirname(csvPath), { recursive: true })
  if (!existsSync(csvPath)) writeFileSync(csvPath, toCsvLine(SHEET_COLUMNS))
  const knownIds = new Set(readRecords(csvPath).map((record) => record.Id))
  const digests = digestSink(`${csvPath.replace(/\.csv$/, '')}-digests.ndjson`)

  async function exec(request: IncomingMessage, response: ServerResponse, base: string): Promise<void> {
    counters.posts += 1
    if (mode === 'hang') return // never answer; the socket is destroyed on close
    if (mode === 'fail') {
      response.writeHead(500, { 'content-type': 'text/html' })
      response.end('<html><body>Service unavailable (sheet sink in fail mode)</body></html>')
      return
    }
    let row: Record<string, unknown>
    try {
      row = JSON.parse(await readBody(request)) as Record<string, unknown>
    } catch {
      return sendJson(response, 400, { result: 'error', error: 'invalid JSON' })
    }
    const id = String(row.Id ?? '')
    if (row.action === 'delete') {
      deleteRow(id, response, base)
      return
    }
    if (row.action === 'update') {
      updateRow(id, row, response, base)
      return
    }
    let duplicate = false
    if (id && knownIds.has(id)) {
      duplicate = true
      counters.duplicates += 1
    } else {
      const values = SHEET_COLUMNS.map((column) =>
        column === 'ReceivedAt' ? new Date().toISOString() : String(row[column] ?? ''),
      )
      appendFileSync(csvPath, toCsvLine(values))
      if (id) knownIds.add(id)
      counters.appended += 1
    }
    // Slow like a busy Apps Script: the row is already written, only the answer is late (or lost to a timeout).
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs))
    answer(response, base, { id, duplicate })
  }

  /** The file is the sheet: it is rewritten whole, so an erased or corrected value leaves no trace in it. */
  function writeRecords(records: SheetRecord[]): void {
    writeFileSync(
      csvPath,
      [SHEET_COLUMNS, ...records.map((record) => SHEET_COLUMNS.map((column) => record[column]))]
        .map((values) => toCsvLine(values))
        .join(''),
    )
  }

  function answer(response: ServerResponse, base: string, echo: Record<string, unknown>): void {
    const key = crypto.randomUUID()
    echoes.set(key, { result: 'success', ...echo })
    response.writeHead(302, { location: `${base}/echo?user_content_key=${key}&lib=local-sheet-sink` })
    response.end()
  }

  function deleteRow(id: string, response: ServerResponse, base: string): void {
    if (!id) {
      sendJson(response, 400, { result: 'error', error: 'Id is required to delete a row' })
      return
    }
    const kept = readRecords(csvPath).filter((record) => record.Id !== id)
    const removed = knownIds.has(id) ? 1 : 0
    writeRecords(kept)
    knownIds.delete(id)
    counters.deleted += removed
    answer(response, base, { id, deleted: removed })
  }

  /** Sets the named cells of the row with this Id; the rest of the row, and every other row, stay as they are. */
  function updateRow(
    id: string,
    body: Record<string, unknown>,
    response: ServerResponse,
    base: string,
  ): void {
    const cells = Object.entries(body).filter(([key]) => key !== 'action' && key !== 'Id')
    const unknown = cells.find(([column]) => !UPDATABLE_COLUMNS.includes(column))
    if (!id || cells.length === 0 || unknown) {
      const error = !id
        ? 'Id is required to update a row'
        : unknown
          ? `unknown column ${unknown[0]}`
          : 'no column to update'
      sendJson(response, 400, { result: 'error', error })
      return
    }
    const records = readRecords(csvPath)
    const target = records.find((record) => record.Id === id)
    if (target) {
      for (const [column, value] of cells) target[column as keyof SheetRecord] = String(value ?? '')
      writeRecords(records)
      counters.updated += 1
    }
    answer(response, base, { id, updated: target ? 1 : 0 })
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink')
    const base = `http://${request.headers.host}`
    try {
      if (url.pathname === '/exec' && request.method === 'POST') return await exec(request, response, base)
      if (url.pathname === '/digest' && request.method === 'POST') {
        digests.record(await readBody(request))
        response.writeHead(200, { 'content-type': 'text/plain' })
        return response.end('ok')
      }
      if (url.pathname === '/echo') {
        if (request.method !== 'GET') {
          counters.echoPosts += 1
          response.writeHead(405, { 'content-type': 'text/html', allow: 'GET' })
          return response.end('<html><body>Method Not Allowed</body></html>')
        }
        const echo = echoes.get(url.searchParams.get('user_content_key') ?? '')
        echoes.delete(url.searchParams.get('user_content_key') ?? '')
        return sendJson(response, echo ? 200 : 404, echo ?? { result: 'error', error: 'unknown echo key' })
      }
      if (url.pathname === '/__control') {
        if (request.method === 'POST') {
          const body = JSON.parse((await readBody(request)) || '{}') as { mode?: SheetMode; delayMs?: number }
          if (body.mode && !['ok', 'fail', 'hang', 'slow'].includes(body.mode)) {
            return sendJson(response, 400, { error: 'mode must be ok, fail, hang or slow' })
          }
          if (body.mode) mode = body.mode
          if (typeof body.delayMs === 'number') delayMs = body.delayMs
        }
        return sendJson(response, 200, { mode, delayMs, ...counters })
      }
      sendJson(response, 404, { error: 'not found' })
    } catch (error) {
      sendJson(response, 500, { result: 'error', error: (error as Error).message })
    }
  })
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
          mode = next
          if (nextDelay !== undefined) delayMs = nextDelay
        },
        rows: () => readRecords(csvPath),
        digests: () => digests.messages(),
        stats: () => ({ ...counters }),
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
