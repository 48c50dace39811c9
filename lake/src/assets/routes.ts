import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { can } from '../auth/access.ts'
import { readBody } from '../http/body.ts'
import { type RequestContext, sendJson } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'
import type { Route } from '../http/router.ts'
import { requireDataset } from '../runtime.ts'
import { assetsDir, uploadImage } from './store.ts'
import { TRANSFORM_PARAMS, transformImage } from './transform.ts'

const UPLOAD_LIMIT = 50 * 1024 * 1024
const CACHE_MAX = 200
const transformed = new Map<string, { body: Buffer; contentType: string; etag: string }>()

async function handleUpload(ctx: RequestContext): Promise<void> {
  requireDataset(ctx.lake, ctx.params.dataset)
  // Every upload becomes a new asset document at the root path: the caller needs `create` on one.
  if (!can(ctx.caller, 'create', { _id: 'image-upload', _type: 'sanity.imageAsset' })) {
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

const FILE_NAME = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/

/** `GET images/<projectId>/<dataset>/<sha1>-<w>x<h>.<ext>?w=&h=&fit=&fm=&auto=&q=&rect=`: the image CDN. */
async function handleImage(ctx: RequestContext): Promise<void> {
  const { projectId, dataset, file } = ctx.params
  const match = FILE_NAME.exec(file)
  if (projectId !== ctx.lake.projectId || !match || !ctx.lake.store.dataset(dataset)) {
    throw new HttpError(404, 'Image not found')
  }
  let source: Buffer
  try {
    source = await readFile(join(assetsDir(ctx.lake, dataset), file))
  } catch {
    throw new HttpError(404, 'Image not found')
  }
  const extension = match[4] === 'jpg' ? 'jpeg' : match[4]
  const relevant = TRANSFORM_PARAMS.filter((name) => ctx.url.searchParams.has(name))
  const accept = String(ctx.req.headers.accept ?? '')
  const acceptsWebp = ctx.url.searchParams.get('auto') === 'format' && accept.includes('image/webp')
  const key = `${dataset}/${file}?${relevant.map((n) => `${n}=${ctx.url.searchParams.get(n)}`).join('&')}${acceptsWebp ? '#webp' : ''}`
  let entry = transformed.get(key)
  if (!entry) {
    const output =
      relevant.length === 0
        ? { body: source, contentType: `image/${extension === 'svg' ? 'svg+xml' : extension}` }
        : await transformImage(source, extension, ctx.url.searchParams, accept)
    entry = { ...output, etag: `"${createHash('sha1').update(output.body).digest('hex')}"` }
    if (transformed.size >= CACHE_MAX) transformed.delete(transformed.keys().next().value as string)
    transformed.set(key, entry)
  }
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
