/**
 * /blogs/:slug (docs/product-rules.md#blog-post). The server renders the post (`loader`), so the HTML holds the title and body without
 * JavaScript; an unknown slug is a 404 with the spec's message. Client-side navigations read the content API directly
 * (`clientLoader`). Comments always load in the browser.
 */
import { languageOfPath } from '@escrova/schemas/language-paths'
import { POST_PAGE, pathFor } from '@escrova/schemas/paths'
import { data, useNavigation } from 'react-router-dom'
import { Spinner } from '../components/spinner.tsx'
import { fetchPostPage } from '../features/blog/api.ts'
import { imagePreconnectLinks } from '../features/blog/image.ts'
import { BLOG_MESSAGES } from '../features/blog/messages.ts'
import { PostArticle } from '../features/blog/post-article.tsx'
import { PageHero } from '../features/layout/page-hero.tsx'
import { browserFormWords } from '../lib/browser-form-words.ts'
import { contentReader } from '../lib/content-reader.ts'
import { languageOfRequest } from '../lib/language.ts'
import { formWordsOf } from '../lib/page-form-words.ts'
import { pageMeta } from '../lib/page-meta.ts'
import { usePreviewPost } from '../preview/use-preview-post.ts'
import type { Route } from './+types/blog-post'

export const links: Route.LinksFunction = () => imagePreconnectLinks()

export const meta: Route.MetaFunction = ({ data, params, matches }) => {
  const post = data?.status === 'ok' ? data.data.post : null
  const tags = pageMeta(
    {
      title: post?.title ?? 'Blog',
      description: post?.seoDescription ?? post?.excerpt ?? undefined,
      path: pathFor(POST_PAGE, params.slug),
    },
    matches,
  )
  if (!post) return tags
  // A post is an article to crawlers and link previews.
  return [
    ...tags.map((tag) =>
      'property' in tag && tag.property === 'og:type' ? { ...tag, content: 'article' } : tag,
    ),
    { property: 'article:published_time', content: post.publishedAt },
  ]
}

/** An unknown slug is a 404, the content API down a 503 (not cached); both show the spec's message. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const [result, words] = await Promise.all([
    fetchPostPage(params.slug, languageOfRequest(request), undefined, contentReader(context)),
    formWordsOf(request, 'post'),
  ])
  const status = { ok: 200, missing: 404, error: 503 }[result.status]
  return data({ ...result, ...words }, { status })
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [result, words] = await Promise.all([
    fetchPostPage(params.slug, languageOfRequest(request), request.signal),
    browserFormWords(request, 'post'),
  ])
  return { ...result, ...words }
}

export default function BlogPostRoute({ loaderData: loaded, params }: Route.ComponentProps) {
  // Inside the Studio's Presentation frame: the live draft (site/app/preview); elsewhere the loader's data.
  const loaderData = usePreviewPost(params.slug, loaded)
  const navigation = useNavigation()
  // Moving to another post (recent posts in the sidebar): show the spinner rather than the old article.
  const loadingAnotherPost =
    navigation.state === 'loading' && languageOfPath(navigation.location.pathname).path.startsWith('/blogs/')
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
