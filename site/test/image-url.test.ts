/**
 * The site's image URLs (`app/features/blog/image-url.ts`) are the ones `@sanity/image-url` would build, for every
 * kind of image the site shows: not cropped, cropped, with a hotspot anywhere, in the cards' fixed frames and at the
 * article's own proportions, at every width the `srcset`s offer.
 */
import { createImageUrlBuilder } from '@sanity/image-url'
import { describe, expect, it } from 'vitest'
import { IMAGE_WIDTHS } from '../app/features/blog/image.ts'
import { sanityImageUrl } from '../app/features/blog/image-url.ts'

const CONFIG = { baseUrl: 'https://cdn.sanity.io', projectId: 'abc123xy', dataset: 'production' }
const library = createImageUrlBuilder(CONFIG)

/** A repeatable stream of numbers in [0, 1), so a failure names a case that can be run again. */
function numbers(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

function images(count: number) {
  const next = numbers(7)
  const sizes = ['1600x900', '800x1200', '3000x2000', '640x640', '1021x767']
  return Array.from({ length: count }, (_, index) => {
    const size = sizes[index % sizes.length]
    const asset = { _ref: `image-Tb9Ew8CXIwaY6R1kjMvI0uR${index}-${size}-jpg`, _type: 'reference' }
    const crop = () => Math.round(next() * 30) / 100
    const cropped = index % 3 !== 0
    const spot = index % 4 !== 0
    return {
      asset,
      ...(cropped
        ? {
            crop: {
              _type: 'sanity.imageCrop' as const,
              left: crop(),
              top: crop(),
              right: crop(),
              bottom: crop(),
            },
          }
        : {}),
      ...(spot
        ? {
            hotspot: {
              _type: 'sanity.imageHotspot' as const,
              x: next(),
              y: next(),
              width: 0.05 + next() * 0.9,
              height: 0.05 + next() * 0.9,
            },
          }
        : {}),
    }
  })
}

describe('sanityImageUrl', () => {
  it('builds the URL @sanity/image-url builds, for crops, hotspots, frames and widths', () => {
    let compared = 0
    for (const image of images(60)) {
      for (const width of [...IMAGE_WIDTHS, 237, 1021]) {
        for (const aspect of [16 / 9, 4 / 3, 1, 3 / 4, undefined]) {
          const height = aspect ? Math.round(width / aspect) : undefined
          let expected = library.image(image).width(width).auto('format').quality(75)
          expected = height ? expected.height(height).fit('crop') : expected.fit('max')
          const ours = sanityImageUrl(image, {
            ...CONFIG,
            width,
            ...(height ? { height, fit: 'crop' as const } : { fit: 'max' as const }),
            quality: 75,
          })
          expect(ours, JSON.stringify({ image, width, aspect })).toBe(expected.url())
          compared++
        }
      }
    }
    expect(compared).toBe(60 * 8 * 5)
  })

  it('builds URLs on the configured image server (the local lake serves them itself)', () => {
    const url = sanityImageUrl(
      { asset: { _ref: 'image-abc-1600x900-png' } },
      { ...CONFIG, baseUrl: 'http://127.0.0.1:4000/', width: 640, fit: 'max', quality: 40 },
    )
    expect(url).toBe(
      'http://127.0.0.1:4000/images/abc123xy/production/abc-1600x900.png?w=640&q=40&fit=max&auto=format',
    )
  })
})
