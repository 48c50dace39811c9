import { PortableText, type PortableTextComponents } from '@portabletext/react'
import { safeLink } from '../../lib/safe-href.ts'
import { ResponsiveImage } from './responsive-image.tsx'
import type { PostDetail, SanityImage } from './types.ts'

/** Every block type of docs/product-rules.md#entities: paragraphs, h1-h3, blockquotes, bullet and numbered lists, images, safe links. */
const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h1: ({ children }) => <h1 className="post-body-h1">{children}</h1>,
    h2: ({ children }) => <h2>{children}</h2>,
    h3: ({ children }) => <h3>{children}</h3>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
  types: {
    image: ({ value }: { value: SanityImage & { caption?: string } }) => (
      <figure className="post-body-figure">
        <ResponsiveImage image={value} fallbackAlt="" sizes="(min-width: 1000px) 760px, 92vw" />
        {value.caption && <figcaption>{value.caption}</figcaption>}
      </figure>
    ),
  },
  marks: {
    link: ({ value, children }) => {
      const link = safeLink(value?.href)
      if (!link) return <span>{children}</span>
      return link.external ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a href={link.href}>{children}</a>
      )
    },
  },
}

export function PostBody({ body }: { body: PostDetail['body'] }) {
  if (!body || body.length === 0) return null
  return (
    <div className="post-body">
      <PortableText value={body} components={components} onMissingComponent={false} />
    </div>
  )
}
