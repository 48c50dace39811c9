import { Link } from '../../components/local-link.tsx'
import { Spinner } from '../../components/spinner.tsx'
import type { BlogListResult } from './api.ts'
import { BLOG_MESSAGES } from './messages.ts'
import { Pagination } from './pagination.tsx'
import { PostCard } from './post-card.tsx'

interface Props {
  result: BlogListResult
  loading: boolean
  onPage: (page: number) => void
}

/** The news grid of docs/product-rules.md#blog-list: spinner, error, empty result, cards and pagination. */
export function BlogList({ result, loading, onPage }: Props) {
  return (
    <section className="blog-list" aria-labelledby="blog-list-heading" aria-busy={loading}>
      <h2 id="blog-list-heading" className="visually-hidden">
        Latest articles
      </h2>
      {result.q && (
        <p className="blog-search-summary">
          Results for “{result.q}” · <Link to="/blogs">Show all posts</Link>
        </p>
      )}
      {loading ? (
        <Spinner label="Loading posts" />
      ) : result.status === 'error' ? (
        <p className="blog-message" role="alert">
          {BLOG_MESSAGES.requestError}
        </p>
      ) : result.posts.length === 0 ? (
        <p className="blog-message" role="status">
          {BLOG_MESSAGES.noResults}
        </p>
      ) : (
        <>
          <div className="blog-grid">
            {result.posts.map((post, index) => (
              <PostCard key={post._id} post={post} priority={index === 0} />
            ))}
          </div>
          <Pagination page={result.page} pageCount={result.pageCount} onPage={onPage} />
        </>
      )}
    </section>
  )
}
