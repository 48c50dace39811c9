import { useState } from 'react'
import { Spinner } from '../blog/Spinner.tsx'
import { CommentForm } from './CommentForm.tsx'
import { CommentThread } from './CommentThread.tsx'
import type { CommentsState } from './use-comments.ts'

/** Approved comments with nested replies, then the 'Leave A Comment' form (spec §2.8). */
export function CommentsSection({ postId, state }: { postId: string; state: CommentsState }) {
  const [notice, setNotice] = useState<string | null>(null)
  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="comments-heading">
        {state.status === 'ok' ? `${state.count} ${state.count === 1 ? 'Comment' : 'Comments'}` : 'Comments'}
      </h2>
      {state.status === 'loading' && <Spinner label="Loading comments" />}
      {state.status === 'error' && (
        <p className="comments-empty">Comments could not be loaded. Please reload the page to try again.</p>
      )}
      {state.status === 'ok' &&
        (state.comments.length === 0 ? (
          <p className="comments-empty">No comments yet. Be the first to share your thoughts.</p>
        ) : (
          <ul className="comment-list">
            {state.comments.map((comment) => (
              <CommentThread key={comment._id} comment={comment} postId={postId} />
            ))}
          </ul>
        ))}
      <CommentForm
        postId={postId}
        heading="Leave A Comment"
        submitLabel="Post Comment"
        onSent={(message) => setNotice(message)}
      />
      {notice && (
        <p className="comment-notice" role="status">
          {notice}
        </p>
      )}
    </section>
  )
}
