import { lazy, Suspense, useRef, useState } from 'react'
import { Spinner } from '../../components/spinner.tsx'
import { CommentThread } from './comment-thread.tsx'
import { LazyCommentForm, useCommentFormNear } from './lazy-comment-form.tsx'
import type { CommentsState } from './use-comments.ts'

/** Shown only under more than a page of threads (50): most posts never need its code, so it loads when it shows. */
const ShowMoreThreads = lazy(() =>
  import('./show-more-threads.tsx').then((module) => ({ default: module.ShowMoreThreads })),
)

/**
 * Approved comments with nested replies, a page of threads at a time ("Show more comments" adds the next), then the
 * 'Leave A Comment' form (docs/product-rules.md#blog-post).
 */
export function CommentsSection({ postId, state }: { postId: string; state: CommentsState }) {
  const [notice, setNotice] = useState<string | null>(null)
  const section = useRef<HTMLElement>(null)
  useCommentFormNear(section)
  return (
    <section ref={section} className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="comments-heading">
        {state.status === 'ok' ? `${state.count} ${state.count === 1 ? 'Comment' : 'Comments'}` : 'Comments'}
      </h2>
      {state.status === 'loading' && <Spinner label="Loading comments" />}
      {state.status === 'error' && (
        <p className="comments-empty">Comments could not be loaded. Please reload the page to try again.</p>
      )}
      {state.status === 'ok' &&
        (state.threads.length === 0 ? (
          <p className="comments-empty">No comments yet. Be the first to share your thoughts.</p>
        ) : (
          <>
            <ul className="comment-list" aria-busy={state.loadingMore || undefined}>
              {state.threads.map((comment) => (
                <CommentThread key={comment._id} comment={comment} postId={postId} />
              ))}
            </ul>
            {state.threadTotal > state.threads.length || state.firstAddedId ? (
              <Suspense fallback={null}>
                <ShowMoreThreads
                  shown={state.threads.length}
                  total={state.threadTotal}
                  loading={state.loadingMore}
                  failed={state.moreFailed}
                  onShowMore={state.loadMore}
                  firstAddedId={state.firstAddedId}
                />
              </Suspense>
            ) : null}
          </>
        ))}
      <LazyCommentForm
        postId={postId}
        heading="Leave A Comment"
        submitLabel="Post Comment"
        onSent={setNotice}
      />
      {notice && (
        <p className="comment-notice" role="status">
          {notice}
        </p>
      )}
    </section>
  )
}
