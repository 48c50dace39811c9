import { useEffect, useState } from 'react'
import { buildCommentTree, type CommentNode, countShown, fetchApprovedComments } from './comments-api.ts'

export type CommentsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ok'; comments: CommentNode[]; count: number }

/** Approved comments of a post, fetched in the browser each visit (never baked into the pre-rendered page). */
export function useApprovedComments(postId: string): CommentsState {
  const [state, setState] = useState<CommentsState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    fetchApprovedComments(postId, controller.signal)
      .then((records) => {
        const comments = buildCommentTree(records)
        setState({ status: 'ok', comments, count: countShown(comments) })
      })
      .catch((error) => {
        if (controller.signal.aborted) return
        console.warn('Comments request failed', error)
        setState({ status: 'error' })
      })
    return () => controller.abort()
  }, [postId])
  return state
}
