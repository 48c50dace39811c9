import { Hono } from 'hono'
import { uploadImage } from '../assets/store.ts'
import { imageVariant } from '../assets/variants.ts'
import { can, refusedUpload } from '../auth/access.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { limitBody } from '../http/middleware/body-limit.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { requireDataset } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'

const UPLOAD_LIMIT = 50 * 1024 * 1024

async function handleUpload(c: LakeContext) {
  const { caller, lake } = c.var
  const dataset = requireDataset(lake, c.req.param('dataset') as string).name
  // Every upload becomes a new asset document at the root path: the caller needs `create` on one.
  if (!can(caller, 'create', { _id: 'image-upload', _type: 'sanity.imageAsset' })) {
    throw refusedUpload('create')
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

/** `GET images/<projectId>/<dataset>/<sha1>-<w>x<h>.<ext>?w=&h=&fit=&fm=&auto=&q=&rect=&dpr=`: the image CDN. */
async function handleImage(c: LakeContext) {
  const { projectId, dataset, file } = c.req.param() as Record<string, string>
  const { lake } = c.var
  if (projectId !== lake.projectId || !lake.store.dataset(dataset)) {
    throw new HttpError(404, 'Image not found')
  }
  const rendition = await imageVariant(lake, {
    dataset,
    file,
    params: new URL(c.req.url).searchParams,
    accept: c.req.header('accept') ?? '',
    caller: c.env.incoming.socket.remoteAddress ?? '',
  })
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
