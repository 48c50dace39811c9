/**
 * The sink's routes, as Apps Script answers them: `POST /exec` runs the script and answers 302 to a one-time echo
 * URL, `GET /echo` returns the script's JSON, any other method there is 405; `POST /digest` is the chat webhook;
 * `/__control` switches the fault mode. Anything else is a JSON 404.
 */
import { SPREADSHEET_COLUMNS } from '@escrova/schemas/wait-list'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import type { DigestSink } from '../digest/sink.ts'
import { appendRecord, readRecords, type SheetRecord, writeRecords } from './sheet-file.ts'

export type SheetMode = 'ok' | 'fail' | 'hang' | 'slow'

export interface SheetStats {
  posts: number
  appended: number
  duplicates: number
  echoPosts: number
  deleted: number
  /** Rows changed by `update` requests (an update naming no known Id counts nothing). */
  updated: number
}

/** What the routes read and change: the file, the fault mode, the counters, the echoes not yet fetched. */
export interface SheetState {
  csvPath: string
  mode: SheetMode
  delayMs: number
  counters: SheetStats
  echoes: Map<string, unknown>
  knownIds: Set<string>
  digests: DigestSink
}

/** The cells an `update` may set: never the Id it is matched on, nor the time the row arrived. */
const UPDATABLE_COLUMNS: readonly string[] = SPREADSHEET_COLUMNS

const MAX_BODY = 64 * 1024

const json = (c: Context, status: number, body: unknown) =>
  c.body(JSON.stringify(body), status as never, { 'content-type': 'application/json; charset=utf-8' })

const invalidJson = (c: Context) => json(c, 400, { result: 'error', error: 'invalid JSON' })

/** Apps Script's answer to a run: 302 to a URL that returns the script's output once. */
function answer(c: Context, state: SheetState, echo: Record<string, unknown>) {
  const key = crypto.randomUUID()
  state.echoes.set(key, { result: 'success', ...echo })
  return c.redirect(`${new URL(c.req.url).origin}/echo?user_content_key=${key}&lib=local-sheet-sink`, 302)
}

function deleteRow(c: Context, state: SheetState, id: string) {
  if (!id) return json(c, 400, { result: 'error', error: 'Id is required to delete a row' })
  const kept = readRecords(state.csvPath).filter((record) => record.Id !== id)
  const removed = state.knownIds.has(id) ? 1 : 0
  writeRecords(state.csvPath, kept)
  state.knownIds.delete(id)
  state.counters.deleted += removed
  return answer(c, state, { id, deleted: removed })
}

/** Sets the named cells of the row with this Id; the rest of the row, and every other row, stay as they are. */
function updateRow(c: Context, state: SheetState, id: string, body: Record<string, unknown>) {
  const cells = Object.entries(body).filter(([key]) => key !== 'action' && key !== 'Id')
  const unknown = cells.find(([column]) => !UPDATABLE_COLUMNS.includes(column))
  if (!id || cells.length === 0 || unknown) {
    const error = !id
      ? 'Id is required to update a row'
      : unknown
        ? `unknown column ${unknown[0]}`
        : 'no column to update'
    return json(c, 400, { result: 'error', error })
  }
  const records = readRecords(state.csvPath)
  const target = records.find((record) => record.Id === id)
  if (target) {
    for (const [column, value] of cells) target[column as keyof SheetRecord] = String(value ?? '')
    writeRecords(state.csvPath, records)
    state.counters.updated += 1
  }
  return answer(c, state, { id, updated: target ? 1 : 0 })
}

async function appendRow(c: Context, state: SheetState, id: string, row: Record<string, unknown>) {
  let duplicate = false
  if (id && state.knownIds.has(id)) {
    duplicate = true
    state.counters.duplicates += 1
  } else {
    appendRecord(state.csvPath, row)
    if (id) state.knownIds.add(id)
    state.counters.appended += 1
  }
  // Slow like a busy Apps Script: the row is already written, only the answer is late (or lost to a timeout).
  if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.delayMs))
  return answer(c, state, { id, duplicate })
}

export function createSheetApp(state: SheetState): Hono {
  /** Every run counts; the fault modes answer before the body is read, as a failing script would. */
  const runScript = createMiddleware(async (c, next) => {
    state.counters.posts += 1
    if (state.mode === 'hang') return new Promise<Response>(() => {}) // never answers; close() drops the socket
    if (state.mode === 'fail') {
      return c.body('<html><body>Service unavailable (sheet sink in fail mode)</body></html>', 500, {
        'content-type': 'text/html',
      })
    }
    await next()
  })
  const limit = (onError: (c: Context) => Response) => bodyLimit({ maxSize: MAX_BODY, onError })
  const tooLarge = (): Response => {
    throw new Error('body too large')
  }

  const app = new Hono()
  app.post('/exec', runScript, limit(invalidJson), async (c) => {
    let row: Record<string, unknown>
    try {
      row = JSON.parse(await c.req.text()) as Record<string, unknown>
    } catch {
      return invalidJson(c)
    }
    const id = String(row.Id ?? '')
    if (row.action === 'delete') return deleteRow(c, state, id)
    if (row.action === 'update') return updateRow(c, state, id, row)
    return appendRow(c, state, id, row)
  })
  app.post('/digest', limit(tooLarge), async (c) => {
    state.digests.record(await c.req.text())
    return c.body('ok', 200, { 'content-type': 'text/plain' })
  })
  app.get('/echo', (c) => {
    const key = c.req.query('user_content_key') ?? ''
    const echo = state.echoes.get(key)
    state.echoes.delete(key)
    return json(c, echo ? 200 : 404, echo ?? { result: 'error', error: 'unknown echo key' })
  })
  app.all('/echo', (c) => {
    state.counters.echoPosts += 1
    return c.body('<html><body>Method Not Allowed</body></html>', 405, {
      'content-type': 'text/html',
      allow: 'GET',
    })
  })
  app.all('/__control', limit(tooLarge), async (c) => {
    if (c.req.method === 'POST') {
      const body = JSON.parse((await c.req.text()) || '{}') as { mode?: SheetMode; delayMs?: number }
      if (body.mode && !['ok', 'fail', 'hang', 'slow'].includes(body.mode)) {
        return json(c, 400, { error: 'mode must be ok, fail, hang or slow' })
      }
      if (body.mode) state.mode = body.mode
      if (typeof body.delayMs === 'number') state.delayMs = body.delayMs
    }
    const { mode, delayMs, counters } = state
    return json(c, 200, { mode, delayMs, ...counters })
  })
  app.notFound((c) => json(c, 404, { error: 'not found' }))
  app.onError((error, c) => json(c, 500, { result: 'error', error: error.message }))
  return app
}
