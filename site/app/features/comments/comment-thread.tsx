import { useState } from 'react'
import { longDate } from '../../lib/dates.ts'
import { usePageLanguage } from '../../lib/language.ts'
import type { CommentNode } from './comments-api.ts'
import { LazyCommentForm } from './lazy-comment-form.tsx'

interface Props {
  comment: CommentNode
  postId: string
}

/** One approved comment with its replies; Reply toggles a reply form under it (docs/product-rules.md#states). */
export function CommentThread({ comment, postId }: Props) {
  const language = usePageLanguage()
  const [replying, setReplying] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  return (
    <li className="comment" id={`comment-${comment._id}`}>
      <article className="comment-card" aria-label={`Comment by ${comment.name}`}>
        <p className="comment-meta">
          <span className="comment-author">{comment.name}</span>
          <time dateTime={comment.createdAt} suppressHydrationWarning>
            {longDate(comment.createdAt, language)}
          </time>
        </p>
        <p className="comment-text">{comment.text}</p>
        <button
          type="button"
          className="comment-reply-toggle"
          aria-expanded={replying}
          onClick={() => {
            setReplying((open) => !open)
            setNotice(null)
          }}
        >
          Reply<span className="visually-hidden"> to {comment.name}</span>
        </button>
      </article>
      {notice && (
        <p className="comment-notice" role="status">
          {notice}
        </p>
      )}
      {replying && (
        <LazyCommentForm
          postId={postId}
          parentId={comment._id}
          heading={`Reply to ${comment.name}`}
          submitLabel="Post Reply"
          onSent={(message) => {
            setReplying(false)
            setNotice(message)
          }}
        />
      )}
      {comment.replies.length > 0 && (
        <ul className="comment-replies">
          {comment.replies.map((reply) => (
            <CommentThread key={reply._id} comment={reply} postId={postId} />
          ))}
        </ul>
      )}
    </li>
  )
}
