import { altAttribute } from '@escrova/schemas/alt-attribute'
import { useSaveData } from '../../lib/use-save-data.ts'
import { hasImage, imageSources } from './image.ts'
import type { SanityImage } from './types.ts'

interface Props {
  image: SanityImage | null | undefined
  /** Alt text when the image has none of its own (decorative images pass ''). */
  fallbackAlt: string
  sizes: string
  aspect?: number
  /** Largest width worth offering (small thumbnails). */
  maxWidth?: number
  className?: string
  /** The first, above-the-fold image loads eagerly with high priority (largest contentful paint). */
  priority?: boolean
}

/** Every content (Sanity) image of the site: `srcset` and `sizes`, smaller and lighter with the data saver on. */
export function ResponsiveImage({ image, fallbackAlt, sizes, aspect, maxWidth, className, priority }: Props) {
  const saveData = useSaveData()
  if (!hasImage(image))
    return <div className={`blog-image-placeholder ${className ?? ''}`} aria-hidden="true" />
  const sources = imageSources(image, { aspect, maxWidth, saveData })
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      width={sources.width}
      height={sources.height}
      alt={altAttribute(image.alt, fallbackAlt)}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  )
}
