import sharp, { type ResizeOptions } from 'sharp'
import { HttpError } from '../http/errors.ts'

export interface Transformed {
  body: Buffer
  contentType: string
}

const OUTPUT: Record<string, 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'> = {
  jpg: 'jpeg',
  pjpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
}

const MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

function intParam(params: URLSearchParams, name: string, max = 8192): number | undefined {
  const raw = params.get(name)
  if (raw === null || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    throw new HttpError(400, `Invalid "${name}" parameter: ${raw}`)
  }
  return Math.round(value)
}

/** The query parameters that change the output (used as the cache key). */
export const TRANSFORM_PARAMS = [
  'w',
  'h',
  'fit',
  'fm',
  'auto',
  'q',
  'rect',
  'dpr',
  'crop',
  'bg',
  'max-w',
  'max-h',
]

/**
 * The image CDN's transforms, done with sharp: `rect` (crop region), `w`/`h` (with `dpr`), `fit` (clip, crop, fill,
 * fillmax, max, min, scale), `fm` (jpg, png, webp, avif, gif), `auto=format` (webp when accepted), `q`.
 */
export async function transformImage(
  source: Buffer,
  sourceFormat: string,
  params: URLSearchParams,
  accept: string,
): Promise<Transformed> {
  let image = sharp(source, { animated: sourceFormat === 'gif' })
  const rect = params.get('rect')
  if (rect) {
    const parts = rect.split(',').map(Number)
    if (
      parts.length !== 4 ||
      parts.some((n) => !Number.isInteger(n) || n < 0) ||
      parts[2] === 0 ||
      parts[3] === 0
    ) {
      throw new HttpError(400, `Invalid "rect" parameter: ${rect}`)
    }
    const [left, top, width, height] = parts
    image = image.extract({ left, top, width, height })
  }
  const dpr = Math.min(Number(params.get('dpr') ?? 1) || 1, 3)
  const scale = (n: number | undefined) => (n === undefined ? undefined : Math.round(n * dpr))
  const width = scale(intParam(params, 'w') ?? intParam(params, 'max-w'))
  const height = scale(intParam(params, 'h') ?? intParam(params, 'max-h'))
  const fit = params.get('fit') ?? 'clip'
  if (width || height) {
    const options: ResizeOptions = { width, height }
    switch (fit) {
      case 'crop':
        options.fit = 'cover'
        options.position = params.get('crop') === 'entropy' ? sharp.strategy.entropy : 'centre'
        break
      case 'fill':
        options.fit = 'contain'
        options.background = `#${params.get('bg') ?? 'ffffff'}`
        break
      case 'fillmax':
        options.fit = 'contain'
        options.withoutEnlargement = true
        options.background = `#${params.get('bg') ?? 'ffffff'}`
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
      default:
        throw new HttpError(400, `Invalid "fit" parameter: ${fit}`)
    }
    image = image.resize(options)
  }
  let format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' = OUTPUT[sourceFormat] ?? 'jpeg'
  const fm = params.get('fm')
  if (fm) {
    const chosen = OUTPUT[fm]
    if (!chosen) throw new HttpError(400, `Invalid "fm" parameter: ${fm}`)
    format = chosen
  } else if (params.get('auto') === 'format' && accept.includes('image/webp')) {
    format = 'webp'
  }
  const quality = intParam(params, 'q', 100)
  image = image.toFormat(format, quality ? { quality } : {})
  return { body: await image.toBuffer(), contentType: MIME[format] ?? 'application/octet-stream' }
}
