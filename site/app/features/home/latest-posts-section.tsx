/**
 * Home section 13: latest 6 posts as a carousel (autoplay 5 s), under a heading edited in the Studio (home page →
 * Latest articles). Pre-rendered from the build-time data; in the browser the list is asked again from the content
 * API when the section nears the view, so new posts show without a rebuild.
 */
import { altAttribute } from '@escrova/schemas/alt-attribute'
import { POST_PAGE, pathFor } from '@escrova/schemas/paths'
import { useEffect, useRef, useState } from 'react'
import type { SwiperOptions } from 'swiper/types'
import { Carousel } from '../../components/carousel.tsx'
import { Link } from '../../components/local-link.tsx'
import { Reveal } from '../../components/reveal.tsx'
import { assetUrlSources } from '../../lib/image-params.ts'
import { usePageLanguage } from '../../lib/language.ts'
import { useSaveData } from '../../lib/use-save-data.ts'
import type { HomeCopy } from './home-copy.ts'
import { cutTitle, type LatestPost } from './latest-posts.ts'

export const BLOG_CAROUSEL_OPTIONS: SwiperOptions = {
  speed: 600,
  autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true },
  keyboard: { enabled: true },
  slidesPerView: 1,
  spaceBetween: 20,
  breakpoints: { 700: { slidesPerView: 2, spaceBetween: 20 }, 1100: { slidesPerView: 3, spaceBetween: 24 } },
}

/** The cards' images: 16:10 crops at the widths a phone, a tablet and a desktop column need (one, two, three a row). */
const CARD_IMAGE_WIDTHS = [320, 480, 640] as const
const CARD_IMAGE_SIZES = '(min-width: 1100px) 360px, (min-width: 700px) 45vw, 90vw'

function useFreshPosts(initial: LatestPost[]) {
  const language = usePageLanguage()
  const [posts, setPosts] = useState(initial)
  const section = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = section.current
    if (!element) return
    const controller = new AbortController()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        import('./latest-posts-fetch.ts')
          .then(({ fetchLatestPosts }) => fetchLatestPosts(language, controller.signal))
          .then((fresh) => {
            if (fresh.length > 0) setPosts(fresh)
          })
          .catch(() => {
            // Content API unreachable: keep the pre-rendered posts (docs/product-rules.md#errors: the error is kept, no message shown).
          })
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      controller.abort()
    }
  }, [language])
  return { posts, section }
}

function shortDate(iso?: string) {
  if (!iso) return ''
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

export function LatestPostsSection({
  head,
  initialPosts,
  previewPosts,
}: {
  head: HomeCopy['latestPosts']
  initialPosts: LatestPost[]
  /** Inside the Studio's frame: the same six with the editors' pending edits, each text an edit link. */
  previewPosts: LatestPost[] | undefined
}) {
  const { posts: fresh, section } = useFreshPosts(initialPosts)
  const saveData = useSaveData()
  const posts = previewPosts ?? fresh
  return (
    <Reveal className="section section-alt" aria-labelledby="latest-title">
      <div className="container" ref={section}>
        <div className="section-head">
          <p className="eyebrow">{head.eyebrow}</p>
          <h2 id="latest-title">{head.heading}</h2>
        </div>
        {posts.length === 0 ? (
          <p className="center muted">
            {head.emptyText} <Link to="/blogs">{head.emptyLinkText}</Link>
          </p>
        ) : (
          <Carousel
            key={posts.map((p) => p._id).join()}
            label="Latest blog articles"
            className="blog-carousel"
            options={BLOG_CAROUSEL_OPTIONS}
            slides={posts.map((post) => ({
              key: post._id,
              content: (
                <article className="card post-card">
                  {post.image && (
                    <img
                      {...assetUrlSources(post.image, {
                        widths: CARD_IMAGE_WIDTHS,
                        aspect: 16 / 10,
                        saveData,
                      })}
                      sizes={CARD_IMAGE_SIZES}
                      alt={altAttribute(post.imageAlt)}
                      width="640"
                      height="400"
                      loading="lazy"
                    />
                  )}
                  <p className="post-meta">
                    {post.category && <span>{post.category}</span>}{' '}
                    <time dateTime={post.publishedAt}>{shortDate(post.publishedAt)}</time>
                  </p>
                  <h3 title={post.title}>
                    <Link to={pathFor(POST_PAGE, post.slug)}>{cutTitle(post.title)}</Link>
                  </h3>
                  {post.author?.name && <p className="muted">By {post.author.name}</p>}
                </article>
              ),
            }))}
          />
        )}
        <p className="center">
          <Link to="/blogs" className="button button-outline">
            View all articles
          </Link>
        </p>
      </div>
    </Reveal>
  )
}
