import { readBody } from '../http/body.ts'
import { type RequestContext, sendJson } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'
import type { Route } from '../http/router.ts'
import { requireDataset } from '../runtime.ts'
import { uploadImage } from './store.ts'
import { imageVariant } from './variants.ts'

const UPLOAD_LIMIT = 50 * 1024 * 1024

async function handleUpload(ctx: RequestContext): Promise<void> {
  requireDataset(ctx.lake, ctx.params.dataset)
  if (!ctx.caller.canWrite) {
    throw new HttpError(403, 'Insufficient permissions; permission "create" required', {
      errorCode: 'SIO-403-IPE',
    })
  }
  const bytes = await readBody(ctx, UPLOAD_LIMIT)
  const meta: Record<string, unknown> = {}
  for (const field of ['label', 'title', 'description', 'creditLine']) {
    const value = ctx.url.searchParams.get(field)
    if (value) meta[field] = value
  }
  const document = await uploadImage(ctx.lake, ctx.params.dataset, bytes, {
    filename: ctx.url.searchParams.get('filename') ?? undefined,
    meta,
    identity: ctx.caller.identity,
  })
  sendJson(ctx, 200, { document })
}

/** `GET images/<projectId>/<dataset>/<sha1>-<w>x<h>.<ext>?w=&h=&fit=&fm=&auto=&q=&rect=&dpr=`: the image CDN. */
async function handleImage(ctx: RequestContext): Promise<void> {
  const { projectId, dataset, file } = ctx.params
  if (projectId !== ctx.lake.projectId || !ctx.lake.store.dataset(dataset)) {
    throw new HttpError(404, 'Image not found')
  }
  const entry = await imageVariant(ctx.lake, {
    dataset,
    file,
    params: ctx.url.searchParams,
    accept: String(ctx.req.headers.accept ?? ''),
    caller: ctx.req.socket.remoteAddress ?? '',
  })
  const headers = {
    'content-type': entry.contentType,
    'cache-control': 'public, max-age=31536000, immutable',
    etag: entry.etag,
    vary: 'Accept',
  }
  // Public like the hosted CDN: any page may draw (and canvas-read) these images.
  if (!ctx.res.hasHeader('access-control-allow-origin')) ctx.res.setHeader('access-control-allow-origin', '*')
  if (ctx.req.headers['if-none-match'] === entry.etag) {
    ctx.res.writeHead(304, headers)
    ctx.res.end()
    return
  }
  ctx.res.writeHead(200, { ...headers, 'content-length': String(entry.body.length) })
  ctx.res.end(ctx.method === 'HEAD' ? undefined : entry.body)
}

export const assetRoutes: Route[] = [
  { method: 'POST', path: '/assets/images/:dataset', handler: handleUpload },
  { method: 'GET', path: '/images/:projectId/:dataset/:file', versioned: false, handler: handleImage },
]
