import { longDate } from '../../lib/dates.ts'
import { usePageLanguage } from '../../lib/language.ts'
import { CommentsSection } from '../comments/comments-section.tsx'
import { useApprovedComments } from '../comments/use-comments.ts'
import { BLOG_MESSAGES } from './messages.ts'
import { PostBody } from './post-body.tsx'
import { ResponsiveImage } from './responsive-image.tsx'
import { ShareButton } from './share-button.tsx'
import { Sidebar, TagList } from './sidebar.tsx'
import type { PostPageData } from './types.ts'

type Data = PostPageData & { post: NonNullable<PostPageData['post']> }

/** The post page of docs/product-rules.md#blog-post: article (image, author, comment count, category, Share, body, tags), comments, sidebar. */
export function PostArticle({ data }: { data: Data }) {
  const language = usePageLanguage()
  const { post, sidebar } = data
  const comments = useApprovedComments(post._id)
  const category = post.categories?.[0]?.title ?? BLOG_MESSAGES.uncategorized
  return (
    <div className="post-layout">
      <div className="post-main">
        <article className="post-article">
          <ResponsiveImage
            image={post.mainImage}
            fallbackAlt=""
            sizes="(min-width: 1100px) 760px, 94vw"
            className="post-main-image"
            priority
          />
          <header className="post-header">
            <ul className="post-meta">
              <li>
                <span className="visually-hidden">Author: </span>
                {post.author?.name ?? 'Escrova team'}
              </li>
              <li>
                <a href="#comments-heading">
                  {comments.status === 'ok'
                    ? `${comments.count} ${comments.count === 1 ? 'Comment' : 'Comments'}`
                    : 'Comments'}
                </a>
              </li>
              <li>
                <span className="visually-hidden">Category: </span>
                {category}
              </li>
              <li>
                <time dateTime={post.publishedAt} suppressHydrationWarning>
                  {longDate(post.publishedAt, language)}
                </time>
              </li>
              <li>
                <ShareButton title={post.title} />
              </li>
            </ul>
          </header>
          <PostBody body={post.body} />
          {post.tags && post.tags.length > 0 && (
            <footer className="post-tags">
              <h2 className="post-tags-heading">Tags</h2>
              <TagList tags={post.tags} />
            </footer>
          )}
        </article>
        <CommentsSection postId={post._id} state={comments} />
      </div>
      <Sidebar data={sidebar} />
    </div>
  )
}
