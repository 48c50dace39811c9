import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import { LRUCache } from 'lru-cache'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { HttpError } from '../http/errors.ts'
import { limitBody } from '../http/middleware/body-limit.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { requireDataset } from '../runtime.ts'
import { assetsDir, uploadImage } from './store.ts'
import { TRANSFORM_PARAMS, transformImage } from './transform.ts'

const UPLOAD_LIMIT = 50 * 1024 * 1024

interface Rendition {
  body: Buffer
  contentType: string
  etag: string
}

/** The last image renditions served, so a page's repeated sizes are transformed once. */
const renditions = new LRUCache<string, Rendition>({ max: 200 })

async function handleUpload(c: LakeContext) {
  const { caller, lake } = c.var
  const dataset = requireDataset(lake, c.req.param('dataset') as string).name
  if (!caller.canWrite) {
    throw new HttpError(403, 'Insufficient permissions; permission "create" required', {
      errorCode: 'SIO-403-IPE',
    })
  }
  const bytes = Buffer.from(await c.req.arrayBuffer())
  const meta: Record<string, unknown> = {}
  for (const field of ['label', 'title', 'description', 'creditLine']) {
    const value = c.req.query(field)
    if (value) meta[field] = value
  }
  const document = await uploadImage(lake, dataset, bytes, {
    filename: c.req.query('filename') ?? undefined,
    meta,
    identity: caller.identity,
  })
  return json(c, 200, { document })
}

const FILE_NAME = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/

async function renditionOf(
  c: LakeContext,
  source: Buffer,
  key: string,
  extension: string,
): Promise<Rendition> {
  const search = new URL(c.req.url).searchParams
  const relevant = TRANSFORM_PARAMS.filter((name) => search.has(name))
  const accept = c.req.header('accept') ?? ''
  const acceptsWebp = search.get('auto') === 'format' && accept.includes('image/webp')
  const cacheKey = `${key}?${relevant.map((n) => `${n}=${search.get(n)}`).join('&')}${acceptsWebp ? '#webp' : ''}`
  const cached = renditions.get(cacheKey)
  if (cached) return cached
  const output =
    relevant.length === 0
      ? { body: source, contentType: `image/${extension === 'svg' ? 'svg+xml' : extension}` }
      : await transformImage(source, extension, search, accept)
  const rendition = { ...output, etag: `"${createHash('sha1').update(output.body).digest('hex')}"` }
  renditions.set(cacheKey, rendition)
  return rendition
}

/** `GET images/<projectId>/<dataset>/<sha1>-<w>x<h>.<ext>?w=&h=&fit=&fm=&auto=&q=&rect=`: the image CDN. */
async function handleImage(c: LakeContext) {
  const { projectId, dataset, file } = c.req.param() as Record<string, string>
  const match = FILE_NAME.exec(file)
  const { lake } = c.var
  if (projectId !== lake.projectId || !match || !lake.store.dataset(dataset)) {
    throw new HttpError(404, 'Image not found')
  }
  let source: Buffer
  try {
    source = await readFile(join(assetsDir(lake, dataset), file))
  } catch {
    throw new HttpError(404, 'Image not found')
  }
  const extension = match[4] === 'jpg' ? 'jpeg' : match[4]
  const rendition = await renditionOf(c, source, `${dataset}/${file}`, extension)
  const headers = {
    'content-type': rendition.contentType,
    'cache-control': 'public, max-age=31536000, immutable',
    etag: rendition.etag,
    vary: 'Accept',
    // Public like the hosted CDN: any page may draw (and canvas-read) these images. An allowed origin gets its
    // own name here instead, from the CORS middleware.
    'access-control-allow-origin': '*',
  }
  if (c.req.header('if-none-match') === rendition.etag) return c.body(null, 304, headers)
  // Hono answers HEAD from this GET route without the body, keeping its length.
  return c.body(new Uint8Array(rendition.body), 200, {
    ...headers,
    'content-length': String(rendition.body.length),
  })
}

/** Image uploads, under `/v<version>/`. */
export const uploadRoutes = new Hono<LakeEnv>().post(
  '/assets/images/:dataset',
  identifyCaller,
  limitBody(UPLOAD_LIMIT),
  handleUpload,
)

/** The image CDN, at the bare path (no API version), public: no caller is identified. */
export const imageCdnRoutes = new Hono<LakeEnv>().get('/images/:projectId/:dataset/:file', handleImage)
