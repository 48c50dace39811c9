import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type Metadata } from 'sharp'
import type { PreparedTransaction } from '../mutate/apply.ts'
import { commitPrepared } from '../mutate/commit.ts'
import { randomId } from '../mutate/ids.ts'
import { serialize } from '../mutate/lock.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'
import { requireDataset } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'
import type { SanityDocument } from '../shared/types.ts'

const FORMATS: Record<string, { extension: string; mimeType: string }> = {
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg' },
  png: { extension: 'png', mimeType: 'image/png' },
  webp: { extension: 'webp', mimeType: 'image/webp' },
  gif: { extension: 'gif', mimeType: 'image/gif' },
  avif: { extension: 'avif', mimeType: 'image/avif' },
  heif: { extension: 'avif', mimeType: 'image/avif' },
  tiff: { extension: 'tiff', mimeType: 'image/tiff' },
  svg: { extension: 'svg', mimeType: 'image/svg+xml' },
}

export function assetsDir(lake: LakeRuntime, dataset: string): string {
  return join(lake.dataDir, 'assets', dataset)
}

/** The CDN path the hosted lake uses: `images/<projectId>/<dataset>/<sha1>-<w>x<h>.<ext>`. */
export function imagePath(lake: LakeRuntime, dataset: string, fileName: string): string {
  return `images/${lake.projectId}/${dataset}/${fileName}`
}

export interface UploadOptions {
  filename?: string
  /** Extra fields for the asset document (`label`, `title`, `description`, `creditLine`, `source`). */
  meta?: Record<string, unknown>
  identity?: string
}

/**
 * Stores an image and its `sanity.imageAsset` document. The id is `image-<sha1>-<w>x<h>-<ext>` as the hosted lake
 * makes it, so the same bytes always give the same asset (a second upload returns the existing document).
 */
export async function uploadImage(
  lake: LakeRuntime,
  datasetName: string,
  bytes: Buffer,
  options: UploadOptions = {},
): Promise<SanityDocument> {
  const dataset = requireDataset(lake, datasetName)
  if (bytes.length === 0) throw new HttpError(400, 'Empty upload: the request body must be the image bytes')
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    throw new HttpError(400, 'Invalid image: could not read the uploaded file as an image')
  }
  const format = FORMATS[metadata.format ?? '']
  if (!format || !metadata.width || !metadata.height) {
    throw new HttpError(400, `Unsupported image format "${metadata.format ?? 'unknown'}"`)
  }
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const { width, height } = metadata
  const id = `image-${sha1}-${width}x${height}-${format.extension}`
  const existing = dataset.get(id)
  if (existing) return existing

  const fileName = `${sha1}-${width}x${height}.${format.extension}`
  const dir = assetsDir(lake, datasetName)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, fileName), bytes)
  const path = imagePath(lake, datasetName, fileName)
  const hasAlpha = Boolean(metadata.hasAlpha)
  const asset: SanityDocument = {
    _id: id,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension: format.extension,
    mimeType: format.mimeType,
    originalFilename: options.filename ?? fileName,
    path,
    sha1hash: sha1,
    size: bytes.length,
    uploadId: randomId(),
    url: `${lake.publicUrl}/${path}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha,
      isOpaque: !hasAlpha,
    },
    ...(options.meta ?? {}),
  }
  return serialize(dataset, async () => {
    const raced = dataset.get(id)
    if (raced) return raced
    const timestamp = new Date().toISOString()
    const transactionId = randomId()
    const stored = { ...asset, _createdAt: timestamp, _updatedAt: timestamp, _rev: transactionId }
    // Made here rather than by `prepareTransaction`: listeners hear the `create` of the asset as sent, unstamped.
    const prepared: PreparedTransaction = {
      transactionId,
      timestamp,
      mutations: [{ create: asset }],
      changes: [{ id, before: null, after: stored, previousRev: null, resultRev: transactionId }],
      results: [{ id, operation: 'create' }],
      purge: [],
      settle: [],
      renames: [],
    }
    await commitPrepared(dataset, prepared, options.identity ?? 'system')
    return stored
  })
}
