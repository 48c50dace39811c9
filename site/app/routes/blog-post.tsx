/**
 * /blogs/:slug (spec §2.8). Every post known at build time is pre-rendered (`loader` runs during the build, so the
 * HTML holds the title and body without JavaScript). A post published after the build is served the SPA shell and
 * loads here from the content API (`clientLoader`), as do client-side navigations. Comments always load at run time.
 */
import { useNavigation } from 'react-router'
import { fetchPostPage, type PostPageResult } from '../features/blog/api.ts'
import { imagePreconnectLinks } from '../features/blog/image.ts'
import { BLOG_MESSAGES } from '../features/blog/messages.ts'
import { PostArticle } from '../features/blog/PostArticle.tsx'
import { Spinner } from '../features/blog/Spinner.tsx'
import { PageHero } from '../features/layout/page-hero.tsx'
import { pageMeta, type RouteHandle } from '../lib/page-meta.ts'
import type { Route } from './+types/blog-post'

export const handle: RouteHandle = { title: 'Blog Details' }

export const links: Route.LinksFunction = () => imagePreconnectLinks()

export const meta: Route.MetaFunction = ({ data, params }) => {
  const post = data?.status === 'ok' ? data.data.post : null
  const tags = pageMeta({
    title: post?.title ?? 'Blog',
    description: post?.seoDescription ?? post?.excerpt ?? undefined,
    path: `/blogs/${encodeURIComponent(params.slug ?? '')}`,
  })
  if (!post) return tags
  // A post is an article to crawlers and link previews.
  return [
    ...tags.map((tag) =>
      'property' in tag && tag.property === 'og:type' ? { ...tag, content: 'article' } : tag,
    ),
    { property: 'article:published_time', content: post.publishedAt },
  ]
}

export async function loader({ params }: Route.LoaderArgs): Promise<PostPageResult> {
  return fetchPostPage(params.slug)
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs): Promise<PostPageResult> {
  return fetchPostPage(params.slug, request.signal)
}

export function HydrateFallback() {
  return (
    <div className="container">
      <Spinner label="Loading post" />
    </div>
  )
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  // Moving to another post (recent posts in the sidebar): show the spinner rather than the old article.
  const loadingAnotherPost =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/blogs/')
  const post = loaderData.status === 'ok' ? loaderData.data.post : null
  return (
    <>
      <PageHero title={post?.title ?? 'Blog'} />
      <div className="container">
        {loadingAnotherPost ? (
          <Spinner label="Loading post" />
        ) : loaderData.status === 'ok' ? (
          <PostArticle key={loaderData.data.post._id} data={loaderData.data} />
        ) : (
          <p className="blog-message" role="alert">
            {BLOG_MESSAGES.noContent}
          </p>
        )}
      </div>
    </>
  )
}
