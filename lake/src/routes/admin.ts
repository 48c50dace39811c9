import { resolve } from 'node:path'
import { Hono } from 'hono'
import { WRITE_ROBOT } from '../auth/identify.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { readJson } from '../http/json-body.ts'
import { limitBody } from '../http/middleware/body-limit.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { exportedDocuments } from '../io/export-stream.ts'
import { exportFile, importFile } from '../io/files.ts'
import type { ImportMode } from '../io/import.ts'
import { ImportError } from '../io/ndjson.ts'
import { reseed } from '../io/seed-loader.ts'
import { migrateScheduledDrafts } from '../migrations/scheduled-drafts.ts'
import { HttpError } from '../shared/http-error.ts'

const ADMIN_BODY_LIMIT = 64 * 1024

/**
 * Local administration used by the CLIs (`seed`, `import`, `export`, `migrate`) when a lake is already running on the data
 * dir, so its in-memory state and listeners see the change. Write token only; files are paths on this machine.
 */
async function handleAdmin(c: LakeContext) {
  const { caller, lake } = c.var
  if (caller !== WRITE_ROBOT) throw new HttpError(403, 'The write token is required')
  const body = (await readJson(c)) as { file?: string; dataset?: string; mode?: ImportMode }
  const dataset = body.dataset ?? lake.dataset
  const action = c.req.param('action')
  try {
    if (action === 'seed') return json(c, 200, await reseed(lake, body.file))
    if (action === 'migrate-scheduled-drafts')
      return json(c, 200, { moved: await migrateScheduledDrafts(lake) })
    if (!body.file) throw new HttpError(400, '"file" is required')
    const file = resolve(body.file)
    if (action === 'import') return json(c, 200, await importFile(lake, dataset, file, body.mode))
    if (action === 'export') return json(c, 200, await exportFile(lake, dataset, file))
  } catch (error) {
    if (error instanceof ImportError) throw new HttpError(400, error.message)
    throw error
  }
  throw new HttpError(404, `Unknown admin action "${action}"`)
}

/** `GET data/export/<dataset>`: every document as NDJSON (the endpoint `sanity dataset export` streams from). */
function handleExportStream(c: LakeContext) {
  const types = c.req.query('types')?.split(',').filter(Boolean)
  const documents = exportedDocuments(c.var.lake, c.var.caller, c.req.param('dataset') as string, types)
  const encoder = new TextEncoder()
  // One line per read, so a large dataset is never held as one string.
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = documents.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`))
    },
  })
  return c.body(body, 200, { 'content-type': 'application/x-ndjson' })
}

export const adminRoutes = new Hono<LakeEnv>()
  .post('/lake/admin/:action', identifyCaller, limitBody(ADMIN_BODY_LIMIT), handleAdmin)
  .get('/data/export/:dataset', identifyCaller, handleExportStream)
