/**
 * A Sanity image's URL for what the site asks of it (a width, a height to crop to around the editor's hotspot, a
 * quality, `fit`, `auto=format`), by the rules of `@sanity/image-url` 2.x, without its builder: that library is about
 * 3 KB gzip of every blog page's JavaScript for these few lines. `site/test/image-url.test.ts` checks the URLs are
 * the library's own, over many crops, hotspots and frames.
 */
import type { SanityImageCrop, SanityImageHotspot } from '@escrova/schemas/sanity.types'
import type { SanityImage } from './types.ts'

export interface ImageUrlOptions {
  /** The image server's origin (the hosted CDN, or the local lake). */
  baseUrl: string
  projectId: string
  dataset: string
  width: number
  /** With a height the image is cropped to that frame, around the hotspot (`fit: 'crop'`). */
  height?: number
  fit: 'crop' | 'max'
  quality: number
}

interface Rect {
  left: number
  top: number
  width: number
  height: number
}

/** `image-<id>-<width>x<height>-<format>`, the asset id the Studio writes. */
function parseAssetRef(ref: string) {
  const [, id, dimensions, format] = ref.split('-')
  const [width, height] = (dimensions ?? '').split('x').map(Number)
  if (!id || !format || !Number.isFinite(width) || !Number.isFinite(height))
    throw new Error(`Malformed image asset id '${ref}'`)
  return { id, width, height, format }
}

/** The part of the image the editor kept, in pixels (all of it when not cropped). */
function croppedRect(image: SanityImage, asset: { width: number; height: number }): Rect {
  const crop: Partial<SanityImageCrop> = image.crop ?? {}
  const left = Math.round((crop.left ?? 0) * asset.width)
  const top = Math.round((crop.top ?? 0) * asset.height)
  return {
    left,
    top,
    width: Math.round(asset.width - (crop.right ?? 0) * asset.width - left),
    height: Math.round(asset.height - (crop.bottom ?? 0) * asset.height - top),
  }
}

/** The hotspot's centre in pixels (the middle of the image when the editor set none). */
function hotspotCentre(image: SanityImage, asset: { width: number; height: number }) {
  const hotspot: Partial<SanityImageHotspot> = image.hotspot ?? {}
  const centreX = (hotspot.x ?? 0.5) * asset.width
  const centreY = (hotspot.y ?? 0.5) * asset.height
  const halfWidth = ((hotspot.width ?? 1) * asset.width) / 2
  const halfHeight = ((hotspot.height ?? 1) * asset.height) / 2
  const [left, right] = [centreX - halfWidth, centreX + halfWidth]
  const [top, bottom] = [centreY - halfHeight, centreY + halfHeight]
  // From the hotspot's edges, as the library computes it, so the pixel it rounds to is the same.
  return { x: Math.round((right - left) / 2 + left), y: Math.round((bottom - top) / 2 + top) }
}

/** The largest frame of `aspect` inside the crop, centred on the hotspot as far as the crop allows. */
function frameAroundHotspot(crop: Rect, centre: { x: number; y: number }, aspect: number): Rect {
  if (crop.width / crop.height > aspect) {
    const height = Math.round(crop.height)
    const width = Math.round(height * aspect)
    const top = Math.max(0, Math.round(crop.top))
    let left = Math.max(0, Math.round(centre.x - width / 2))
    if (left < crop.left) left = crop.left
    else if (left + width > crop.left + crop.width) left = crop.left + crop.width - width
    return { left, top, width, height }
  }
  const width = crop.width
  const height = Math.round(width / aspect)
  const left = Math.max(0, Math.round(crop.left))
  let top = Math.max(0, Math.round(centre.y - height / 2))
  if (top < crop.top) top = crop.top
  else if (top + height > crop.top + crop.height) top = crop.top + crop.height - height
  return { left, top, width, height }
}

export function sanityImageUrl(
  image: SanityImage & { asset: { _ref: string } },
  options: ImageUrlOptions,
): string {
  const asset = parseAssetRef(image.asset._ref)
  const crop = croppedRect(image, asset)
  const rect = options.height
    ? frameAroundHotspot(crop, hotspotCentre(image, asset), options.width / options.height)
    : crop
  const params: string[] = []
  if (rect.left !== 0 || rect.top !== 0 || rect.width !== asset.width || rect.height !== asset.height)
    params.push(`rect=${rect.left},${rect.top},${rect.width},${rect.height}`)
  params.push(`w=${options.width}`)
  if (options.height) params.push(`h=${options.height}`)
  params.push(`q=${options.quality}`, `fit=${options.fit}`, 'auto=format')
  const origin = options.baseUrl.replace(/\/+$/, '')
  const file = `${asset.id}-${asset.width}x${asset.height}.${asset.format}`
  return `${origin}/images/${options.projectId}/${options.dataset}/${file}?${params.join('&')}`
}
