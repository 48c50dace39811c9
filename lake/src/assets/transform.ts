import sharp, { type ResizeOptions } from 'sharp'
import { HttpError } from '../shared/http-error.ts'

export interface Transformed {
  body: Buffer
  contentType: string
}

type Format = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'

const OUTPUT: Record<string, Format> = {
  jpg: 'jpeg',
  pjpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
}

const MIME: Record<Format, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

/** Sanity's image API bounds: `dpr` goes up to 3, and no side of an output image is longer than 8192 pixels. */
export const MAX_DPR = 3
export const MAX_OUTPUT_SIDE = 8192

const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale'] as const
type Fit = (typeof FITS)[number]

/** What one image request asks for, normalized: equal plans give equal bytes, so a plan is also the cache key. */
export interface TransformPlan {
  /** The region taken from the source, already clamped to it. */
  rect?: { left: number; top: number; width: number; height: number }
  /** Output box in pixels (`dpr` applied, bounded by MAX_OUTPUT_SIDE). */
  width?: number
  height?: number
  fit: Fit
  entropy: boolean
  background: string
  format: Format
  quality?: number
}

export interface SourceImage {
  width: number
  height: number
  /** The stored file's format (`jpeg`, `png`, ...). */
  format: string
}

function bad(name: string, raw: string): HttpError {
  return new HttpError(400, `Invalid "${name}" parameter: ${raw}`, { parameter: name })
}

function intParam(params: URLSearchParams, name: string, max = MAX_OUTPUT_SIDE): number | undefined {
  const raw = params.get(name)
  if (raw === null || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0 || value > max) throw bad(name, raw)
  return Math.max(1, Math.round(value))
}

/**
 * `rect=left,top,width,height` as Sanity's API reads it: a region reaching past the image is cut at its edges; one
 * that starts outside the image, or is not four whole numbers with a positive size, is a 400.
 */
function rectOf(raw: string, source: SourceImage): TransformPlan['rect'] {
  const parts = raw.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)))
  if (parts.length !== 4 || parts.some((n) => !Number.isSafeInteger(n) || n < 0)) throw bad('rect', raw)
  const [left, top, width, height] = parts
  if (width === 0 || height === 0 || left >= source.width || top >= source.height) throw bad('rect', raw)
  return {
    left,
    top,
    width: Math.min(width, source.width - left),
    height: Math.min(height, source.height - top),
  }
}

/** `dpr` is clamped to 1..MAX_DPR (Sanity's range); anything that is not a positive number is a 400. */
function dprOf(params: URLSearchParams): number {
  const raw = params.get('dpr')
  if (raw === null || raw === '') return 1
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw bad('dpr', raw)
  return Math.min(Math.max(value, 1), MAX_DPR)
}

/** The size sharp will draw for this box and fit, so the bound can be applied before any pixel is made. */
function predictedSize(fit: Fit, sw: number, sh: number, w?: number, h?: number): [number, number] {
  if (w && h && (fit === 'crop' || fit === 'fill' || fit === 'fillmax' || fit === 'scale')) return [w, h]
  const sx = w ? w / sw : Number.POSITIVE_INFINITY
  const sy = h ? h / sh : Number.POSITIVE_INFINITY
  let scale = fit === 'min' && w && h ? Math.max(sx, sy) : Math.min(sx, sy)
  if (fit === 'max' || fit === 'fillmax') scale = Math.min(scale, 1)
  return [sw * scale, sh * scale]
}

function colour(raw: string | null): string {
  if (raw === null) return '#ffffff'
  if (!/^([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(raw)) throw bad('bg', raw)
  return `#${raw.toLowerCase()}`
}

/**
 * Reads the image CDN's parameters (`rect`, `w`/`h`/`max-w`/`max-h` with `dpr`, `fit`, `crop`, `bg`, `fm`,
 * `auto=format`, `q`) into a plan within Sanity's bounds, or a 400 naming the bad parameter. `null`: the request
 * asks for the stored file as it is.
 */
export function planTransform(
  params: URLSearchParams,
  source: SourceImage,
  acceptsWebp: boolean,
): TransformPlan | null {
  const rawRect = params.get('rect')
  const rect = rawRect ? rectOf(rawRect, source) : undefined
  const dpr = dprOf(params)
  let width = intParam(params, 'w') ?? intParam(params, 'max-w')
  let height = intParam(params, 'h') ?? intParam(params, 'max-h')
  const fit = (params.get('fit') ?? 'clip') as Fit
  if (!FITS.includes(fit)) throw bad('fit', fit)
  if (width) width = Math.round(width * dpr)
  if (height) height = Math.round(height * dpr)
  if (width || height) {
    const [outW, outH] = predictedSize(
      fit,
      rect?.width ?? source.width,
      rect?.height ?? source.height,
      width,
      height,
    )
    const factor = Math.min(1, MAX_OUTPUT_SIDE / outW, MAX_OUTPUT_SIDE / outH)
    if (factor < 1) {
      if (width) width = Math.max(1, Math.floor(width * factor))
      if (height) height = Math.max(1, Math.floor(height * factor))
    }
  }
  const fm = params.get('fm')
  const sourceFormat: Format = OUTPUT[source.format] ?? 'jpeg'
  let format = sourceFormat
  if (fm) {
    const chosen = OUTPUT[fm]
    if (!chosen) throw bad('fm', fm)
    format = chosen
  } else if (params.get('auto') === 'format' && acceptsWebp) {
    format = 'webp'
  }
  const quality = intParam(params, 'q', 100)
  const background = colour(params.get('bg'))
  const plan: TransformPlan = {
    rect,
    width,
    height,
    fit,
    entropy: params.get('crop') === 'entropy',
    background,
    format,
    quality,
  }
  // Nothing asked of the image (an SVG included, which has no output format of its own): the stored file as it is.
  const identity = !rect && !width && !height && !quality && !params.has('bg') && format === sourceFormat
  return identity ? null : plan
}

/** The plan as a stable string: equal plans, equal keys. */
export function planKey(plan: TransformPlan | null): string {
  return plan === null ? 'original' : JSON.stringify(plan)
}

function resizeOptions(plan: TransformPlan): ResizeOptions {
  const options: ResizeOptions = { width: plan.width, height: plan.height }
  switch (plan.fit) {
    case 'crop':
      options.fit = 'cover'
      options.position = plan.entropy ? sharp.strategy.entropy : 'centre'
      break
    case 'fill':
      options.fit = 'contain'
      options.background = plan.background
      break
    case 'fillmax':
      options.fit = 'contain'
      options.withoutEnlargement = true
      options.background = plan.background
      break
    case 'max':
      options.fit = 'inside'
      options.withoutEnlargement = true
      break
    case 'min':
      options.fit = 'outside'
      break
    case 'scale':
      options.fit = 'fill'
      break
    case 'clip':
      options.fit = 'inside'
      break
  }
  return options
}

/** Draws a plan with sharp. */
export async function renderPlan(
  source: Buffer,
  sourceFormat: string,
  plan: TransformPlan,
): Promise<Transformed> {
  let image = sharp(source, { animated: sourceFormat === 'gif' })
  if (plan.rect) image = image.extract(plan.rect)
  if (plan.width || plan.height) image = image.resize(resizeOptions(plan))
  image = image.toFormat(plan.format, plan.quality ? { quality: plan.quality } : {})
  return { body: await image.toBuffer(), contentType: MIME[plan.format] }
}
