import { useCallback, useEffect, useRef, useState } from 'react'
import {
  type CommentNode,
  cursorAfter,
  FIRST_PAGE,
  fetchThreadsPage,
  type ThreadCursor,
} from './comments-api.ts'

type LoadState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ok'
      threads: CommentNode[]
      /** Comments the post shows in all pages. */
      count: number
      /** Threads shown plus those still to load. */
      threadTotal: number
      /** Set while "Show more comments" is fetching. */
      loadingMore: boolean
      /** The last "Show more comments" failed (the threads shown stay). */
      moreFailed: boolean
      /** The id of the first thread the last "Show more comments" added. */
      firstAddedId?: string
    }

export type CommentsState =
  | Exclude<LoadState, { status: 'ok' }>
  | (Extract<LoadState, { status: 'ok' }> & {
      /** Loads the next page of threads; does nothing while one is loading or when all are shown. */
      loadMore: () => void
    })

/**
 * Approved comments of a post, fetched in the browser each visit (never baked into the page): the first page of
 * threads at once, the next one each time `loadMore` is called.
 */
export function useApprovedComments(postId: string): CommentsState {
  const [state, setState] = useState<LoadState>({ status: 'loading' })
  const cursor = useRef<ThreadCursor>(FIRST_PAGE)
  const pending = useRef<AbortController | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    pending.current?.abort()
    pending.current = controller
    cursor.current = FIRST_PAGE
    setState({ status: 'loading' })
    fetchThreadsPage(postId, FIRST_PAGE, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return
        cursor.current = cursorAfter(page.threads, FIRST_PAGE)
        setState({
          status: 'ok',
          threads: page.threads,
          count: page.commentCount,
          threadTotal: page.threadsAfterCursor,
          loadingMore: false,
          moreFailed: false,
        })
      })
      .catch((error) => {
        if (controller.signal.aborted) return
        console.warn('Comments request failed', error)
        setState({ status: 'error' })
      })
      .finally(() => {
        if (pending.current === controller) pending.current = null
      })
    // Leaving the post (or another post's page) aborts its first page or a "Show more comments" under way.
    return () => pending.current?.abort()
  }, [postId])

  const loadMore = useCallback(() => {
    if (pending.current || state.status !== 'ok' || state.threads.length >= state.threadTotal) return
    const controller = new AbortController()
    pending.current = controller
    const from = cursor.current
    setState({ ...state, loadingMore: true, moreFailed: false })
    fetchThreadsPage(postId, from, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return
        cursor.current = cursorAfter(page.threads, from)
        setState((current) =>
          current.status === 'ok'
            ? {
                ...current,
                threads: [...current.threads, ...page.threads],
                count: page.commentCount,
                // A thread approved meanwhile with an earlier date is not after the cursor: it shows on the next visit.
                threadTotal: current.threads.length + page.threadsAfterCursor,
                loadingMore: false,
                firstAddedId: page.threads[0]?._id,
              }
            : current,
        )
      })
      .catch((error) => {
        if (controller.signal.aborted) return
        console.warn('More comments request failed', error)
        setState((current) =>
          current.status === 'ok' ? { ...current, loadingMore: false, moreFailed: true } : current,
        )
      })
      .finally(() => {
        if (pending.current === controller) pending.current = null
      })
  }, [postId, state])

  return state.status === 'ok' ? { ...state, loadMore } : state
}
