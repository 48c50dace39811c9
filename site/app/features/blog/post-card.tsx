import { POST_PAGE, pathFor } from '@escrova/schemas/paths'
import { Link } from '../../components/local-link.tsx'
import { dayAndMonth } from '../../lib/dates.ts'
import { usePageLanguage } from '../../lib/language.ts'
import { ResponsiveImage } from './responsive-image.tsx'
import type { PostCardData } from './types.ts'

/** A blog-list card (docs/product-rules.md#blog-list): image, day and month badge, author username, first category, Read More. */
export function PostCard({ post, priority }: { post: PostCardData; priority?: boolean }) {
  const date = dayAndMonth(post.publishedAt, usePageLanguage())
  const href = pathFor(POST_PAGE, post.slug)
  return (
    <article className="blog-card">
      <div className="blog-card-media">
        <ResponsiveImage
          image={post.mainImage}
          fallbackAlt=""
          aspect={16 / 10}
          sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw"
          className="blog-card-image"
          priority={priority}
        />
        {date && (
          <time className="blog-card-date" dateTime={post.publishedAt}>
            <span className="blog-card-day">{date.day}</span>
            <span className="blog-card-month" suppressHydrationWarning>
              {date.month}
            </span>
          </time>
        )}
      </div>
      <div className="blog-card-body">
        <p className="blog-card-meta">
          {post.author?.username && <span className="blog-card-author">By {post.author.username}</span>}
          {post.category && <span className="blog-card-category">{post.category}</span>}
        </p>
        <h3 className="blog-card-title">{post.title}</h3>
        {/* The hidden part names the post, so screen readers and crawlers get a descriptive link. */}
        <Link className="blog-card-more" to={href} prefetch="intent">
          Read More<span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  )
}
