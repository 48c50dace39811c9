import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { LRUCache } from 'lru-cache'
import pLimit from 'p-limit'
import { HttpError } from '../http/errors.ts'
import type { LakeRuntime } from '../runtime.ts'
import { assetsDir } from './store.ts'
import { planKey, planTransform, renderPlan } from './transform.ts'

export interface Variant {
  body: Buffer
  contentType: string
  etag: string
}

/**
 * The rule for sharing the image work: at most TRANSFORM_CONCURRENCY transforms run at once and the rest wait in
 * one first-come queue of at most QUEUE_LIMIT (past it: 503, retry in a second); one caller (by address) has at most
 * PER_CALLER transforms waiting or running (past it: 429), so a loop of new variants from one caller cannot
 * push everyone else's images back. Requests for a variant already being drawn wait for that one drawing, and
 * drawn variants are kept (least recently used first out) up to CACHE_BYTES.
 */
export const TRANSFORM_CONCURRENCY = 2
export const QUEUE_LIMIT = 64
export const PER_CALLER = 4
export const CACHE_BYTES = 64 * 1024 * 1024

const FILE_NAME = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/

interface Job {
  caller: string
  draw: () => Promise<Omit<Variant, 'etag'>>
}

const limit = pLimit(TRANSFORM_CONCURRENCY)
const perCaller = new Map<string, number>()

async function scheduled(job: Job): Promise<Omit<Variant, 'etag'>> {
  const mine = perCaller.get(job.caller) ?? 0
  if (mine >= PER_CALLER) {
    throw new HttpError(429, 'Too many image transforms from this caller at once', {}, { 'retry-after': '1' })
  }
  if (limit.pendingCount >= QUEUE_LIMIT) {
    throw new HttpError(503, 'The image service is busy', {}, { 'retry-after': '1' })
  }
  perCaller.set(job.caller, mine + 1)
  try {
    return await limit(job.draw)
  } finally {
    const left = (perCaller.get(job.caller) ?? 1) - 1
    if (left > 0) perCaller.set(job.caller, left)
    else perCaller.delete(job.caller)
  }
}

const cache = new LRUCache<string, Variant, Job>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (variant) => Math.max(1, variant.body.length),
  fetchMethod: async (_key, _stale, { context }) => {
    const drawn = await scheduled(context)
    return { ...drawn, etag: `"${createHash('sha1').update(drawn.body).digest('hex')}"` }
  },
})

/** Transforms currently waiting or running (for tests and diagnostics). */
export function transformLoad(): { running: number; waiting: number } {
  return { running: limit.activeCount, waiting: limit.pendingCount }
}

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
