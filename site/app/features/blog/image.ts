/**
 * Image URLs through `@sanity/image-url`, against the same content API the site reads (the local lake serves the
 * CDN path itself; the hosted API's images live on cdn.sanity.io).
 */
import { createImageUrlBuilder } from '@sanity/image-url'
import { siteContentConfig } from '../../lib/content-config.ts'
import { IMAGE_QUALITY, SAVE_DATA_QUALITY, savedWidth } from '../../lib/image-params.ts'
import type { SanityImage } from './types.ts'

let builder: ReturnType<typeof createImageUrlBuilder> | undefined

/** Where images are served from: the hosted CDN, or the configured API host (the local lake serves them itself). */
export function imageOrigin(): string {
  const config = siteContentConfig()
  return config.useProjectHostname ? 'https://cdn.sanity.io' : new URL(config.apiHost).origin
}

function imageBuilder() {
  if (!builder) {
    const config = siteContentConfig()
    builder = createImageUrlBuilder({
      projectId: config.projectId,
      dataset: config.dataset,
      baseUrl: imageOrigin(),
    })
  }
  return builder
}

/** Route `links`: open the image (and content API) connection while the HTML is still being read. */
export function imagePreconnectLinks() {
  return [{ rel: 'preconnect', href: imageOrigin() }]
}

/** Widths offered in every `srcset`: phones to wide screens at 2x. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const
/** Intrinsic size from the asset id (`image-<sha1>-<w>x<h>-<ext>`), so the page reserves space (no layout shift). */
export function imageDimensions(
  image: SanityImage | null | undefined,
): { width: number; height: number } | null {
  const match = /-(\d+)x(\d+)-[a-z0-9]+$/i.exec(image?.asset?._ref ?? '')
  if (!match) return null
  return { width: Number(match[1]), height: Number(match[2]) }
}

export function hasImage(
  image: SanityImage | null | undefined,
): image is SanityImage & { asset: { _ref: string } } {
  return typeof image?.asset?._ref === 'string' && image.asset._ref !== ''
}

export interface ImageSources {
  src: string
  srcSet: string
  width: number
  height: number
}

/**
 * `aspect` (width / height) crops to a fixed frame (cards), honouring the editor's hotspot; without it the image
 * keeps its own proportions (article body).
 */
export function imageSources(
  image: SanityImage,
  options: { aspect?: number; maxWidth?: number; saveData?: boolean } = {},
): ImageSources {
  const natural = imageDimensions(image) ?? { width: 1600, height: 900 }
  const aspect = options.aspect ?? natural.width / natural.height
  const maxWidth = Math.min(options.maxWidth ?? 1600, natural.width)
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= maxWidth)
  if (widths.length === 0 || widths[widths.length - 1] < maxWidth) widths.push(maxWidth)
  const quality = options.saveData ? SAVE_DATA_QUALITY : IMAGE_QUALITY
  const url = (w: number) => {
    const fetched = savedWidth(w, options.saveData)
    let b = imageBuilder().image(image).width(fetched).auto('format').quality(quality)
    if (options.aspect) b = b.height(Math.round(fetched / aspect)).fit('crop')
    else b = b.fit('max')
    return b.url()
  }
  const fallbackWidth = widths.find((w) => w >= 640) ?? widths[widths.length - 1]
  return {
    src: url(fallbackWidth),
    srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', '),
    width: fallbackWidth,
    height: Math.round(fallbackWidth / aspect),
  }
}
