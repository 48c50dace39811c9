import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { LRUCache } from 'lru-cache'
import type { LakeRuntime } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'
import { FairQueue } from './fair-queue.ts'
import { assetsDir } from './store.ts'
import { planKey, planTransform, renderPlan } from './transform.ts'

export interface Variant {
  body: Buffer
  contentType: string
  etag: string
}

/**
 * The rule for sharing the image work: at most TRANSFORM_CONCURRENCY transforms run at once; the others wait, each
 * caller (by address) in its own queue, and a freed slot goes to the callers in turn (`fair-queue.ts`), so a loop of
 * new variants from one caller delays that caller, not everyone else. A caller may have PER_CALLER_WAITING waiting
 * (a page's images fit; past it: 429), all callers QUEUE_LIMIT (past it: 503), both with `Retry-After: 1`.
 * Requests for a variant already being drawn wait for that one drawing, and drawn variants are kept (least recently
 * used first out) up to CACHE_BYTES.
 */
export const TRANSFORM_CONCURRENCY = 2
export const PER_CALLER_WAITING = 32
export const QUEUE_LIMIT = 256
export const CACHE_BYTES = 64 * 1024 * 1024

const FILE_NAME = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/

interface Job {
  caller: string
  draw: () => Promise<Omit<Variant, 'etag'>>
}

const queue = new FairQueue(TRANSFORM_CONCURRENCY, PER_CALLER_WAITING, QUEUE_LIMIT, (which) =>
  which === 'caller'
    ? new HttpError(429, 'Too many image transforms waiting for this caller', {}, { 'retry-after': '1' })
    : new HttpError(503, 'The image service is busy', {}, { 'retry-after': '1' }),
)

const cache = new LRUCache<string, Variant, Job>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (variant) => Math.max(1, variant.body.length),
  fetchMethod: async (_key, _stale, { context }) => {
    const drawn = await queue.run(context.caller, context.draw)
    return { ...drawn, etag: `"${createHash('sha1').update(drawn.body).digest('hex')}"` }
  },
})

async function readSource(lake: LakeRuntime, dataset: string, file: string): Promise<Buffer> {
  try {
    return await readFile(join(assetsDir(lake, dataset), file))
  } catch {
    throw new HttpError(404, 'Image not found')
  }
}

/**
 * One image at the CDN path `<sha1>-<w>x<h>.<ext>` with the request's parameters applied: the stored file, or its
 * variant within Sanity's bounds (`transform.ts`), drawn once and shared.
 */
export async function imageVariant(
  lake: LakeRuntime,
  request: { dataset: string; file: string; params: URLSearchParams; accept: string; caller: string },
): Promise<Variant> {
  const { dataset, file, params } = request
  const match = FILE_NAME.exec(file)
  if (!match) throw new HttpError(404, 'Image not found')
  const format = match[4] === 'jpg' ? 'jpeg' : match[4]
  const acceptsWebp = request.accept.includes('image/webp')
  const plan = planTransform(
    params,
    { width: Number(match[2]), height: Number(match[3]), format },
    acceptsWebp,
  )
  if (plan === null) {
    // The stored file as it is: no drawing, and its name already carries its content hash.
    const body = await readSource(lake, dataset, file)
    return { body, contentType: `image/${format === 'svg' ? 'svg+xml' : format}`, etag: `"${match[1]}"` }
  }
  const key = `${lake.dataDir}\n${dataset}/${file}\n${planKey(plan)}`
  const variant = await cache.fetch(key, {
    context: {
      caller: request.caller,
      draw: async () => renderPlan(await readSource(lake, dataset, file), format, plan),
    },
  })
  if (!variant) throw new HttpError(404, 'Image not found')
  return variant
}
