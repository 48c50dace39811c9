import { resolve } from 'node:path'
import { readScopeOf, scopeAllows } from '../auth/access.ts'
import { WRITE_ROBOT } from '../auth/identify.ts'
import { readJson } from '../http/body.ts'
import { type RequestContext, sendJson } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'
import type { Route } from '../http/router.ts'
import { exportFile, importFile } from './files.ts'
import type { ImportMode } from './import.ts'
import { ImportError } from './ndjson.ts'
import { reseed } from './seed-loader.ts'

/**
 * Local administration used by the CLIs (`seed`, `import`, `export`) when a lake is already running on the data
 * dir, so its in-memory state and listeners see the change. Write token only; files are paths on this machine.
 */
async function handleAdmin(ctx: RequestContext): Promise<void> {
  if (ctx.caller !== WRITE_ROBOT) throw new HttpError(403, 'The write token is required')
  const body = (await readJson(ctx, 64 * 1024)) as { file?: string; dataset?: string; mode?: ImportMode }
  const dataset = body.dataset ?? ctx.lake.dataset
  try {
    if (ctx.params.action === 'seed') return sendJson(ctx, 200, await reseed(ctx.lake, body.file))
    if (!body.file) throw new HttpError(400, '"file" is required')
    const file = resolve(body.file)
    if (ctx.params.action === 'import')
      return sendJson(ctx, 200, await importFile(ctx.lake, dataset, file, body.mode))
    if (ctx.params.action === 'export') return sendJson(ctx, 200, await exportFile(ctx.lake, dataset, file))
  } catch (error) {
    if (error instanceof ImportError) throw new HttpError(400, error.message)
    throw error
  }
  throw new HttpError(404, `Unknown admin action "${ctx.params.action}"`)
}

/** `GET data/export/<dataset>`: every document as NDJSON (the endpoint `sanity dataset export` streams from). */
function handleExportStream(ctx: RequestContext): void {
  const dataset = ctx.lake.store.dataset(ctx.params.dataset)
  if (!dataset)
    throw new HttpError(
      404,
      `Dataset "${ctx.params.dataset}" not found for project ID "${ctx.lake.projectId}"`,
    )
  const types = ctx.url.searchParams.get('types')?.split(',').filter(Boolean)
  ctx.res.writeHead(200, { 'content-type': 'application/x-ndjson' })
  const scope = readScopeOf(ctx.caller)
  for (const doc of dataset.docs.values()) {
    if (!scopeAllows(scope, doc)) continue
    if (types && !types.includes(doc._type)) continue
    ctx.res.write(`${JSON.stringify(doc)}\n`)
  }
  ctx.res.end()
}

export const adminRoutes: Route[] = [
  { method: 'POST', path: '/lake/admin/:action', handler: handleAdmin },
  { method: 'GET', path: '/data/export/:dataset', handler: handleExportStream },
]
