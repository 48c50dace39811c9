/**
 * Width and quality rules every content image follows, with no URL builder: pages that only have an asset's URL
 * (home's cards, logos, photos) use `assetUrlSources` without loading `@sanity/image-url` (image.ts has the builder).
 */
export const IMAGE_QUALITY = 75
/**
 * With the data saver on (`Save-Data: on`): every `srcset` candidate is fetched at half its described width and a
 * lower quality. The `w` descriptors (and `sizes`) stay the normal ones, so the browser picks the candidate it would
 * pick anyway and gets a quarter of its pixels, shown upscaled; halving only the largest widths would change nothing
 * on a phone, whose pick is already below them.
 */
export const SAVE_DATA_QUALITY = 40
const SAVE_DATA_WIDTH_SHARE = 0.5

export function savedWidth(width: number, saveData: boolean | undefined): number {
  return saveData ? Math.max(1, Math.round(width * SAVE_DATA_WIDTH_SHARE)) : width
}

/**
 * `src`/`srcSet` for an image known only by its asset URL (queries that project `asset->url`): the same width and
 * quality rules as `imageSources`, as URL parameters the image server reads (`w`, `h`, `fit`, `q`, `auto=format`).
 * An SVG is served as it is: it is sharp at any width and a raster copy would only weigh more.
 */
export function assetUrlSources(
  assetUrl: string,
  options: { widths: readonly number[]; aspect?: number; saveData?: boolean },
): { src: string; srcSet?: string } {
  if (/\.svg$/i.test(new URL(assetUrl, 'http://x').pathname)) return { src: assetUrl }
  const quality = options.saveData ? SAVE_DATA_QUALITY : IMAGE_QUALITY
  const url = (w: number) => {
    const fetched = savedWidth(w, options.saveData)
    const params = new URLSearchParams({ w: String(fetched) })
    if (options.aspect) {
      params.set('h', String(Math.round(fetched / options.aspect)))
      params.set('fit', 'crop')
    }
    params.set('q', String(quality))
    params.set('auto', 'format')
    return `${assetUrl}?${params}`
  }
  const { widths } = options
  return {
    src: url(widths[widths.length - 1]),
    srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', '),
  }
}
