import { useEffect, useRef } from 'react'

interface Props {
  shown: number
  total: number
  loading: boolean
  failed: boolean
  onShowMore: () => void
  /** The first thread the last step added, to take focus when the control disappears under the keyboard. */
  firstAddedId?: string
}

const number = new Intl.NumberFormat('en')

/** What the polite status line says after each step (it only speaks when this text changes). */
export function threadsProgress(shown: number, total: number, failed: boolean): string {
  if (failed) return 'More comments could not be loaded. Please try again.'
  return shown >= total
    ? `All ${number.format(total)} comment threads shown.`
    : `Showing ${number.format(shown)} of ${number.format(total)} comment threads.`
}

/**
 * "Show more comments" under a long comment list, with a polite status line saying how many threads are shown.
 * Focus stays on the button while more remain; when the last step removes it, focus moves to the first thread that
 * step added, so a keyboard user is not dropped at the top of the page.
 */
export function ShowMoreThreads({ shown, total, loading, failed, onShowMore, firstAddedId }: Props) {
  const button = useRef<HTMLButtonElement>(null)
  const hadFocus = useRef(false)
  const allShown = shown >= total

  useEffect(() => {
    if (!allShown || !firstAddedId || !hadFocus.current) return
    hadFocus.current = false
    const article = document.getElementById(`comment-${firstAddedId}`)?.querySelector('article')
    // Not focusable by Tab (it is text, not a control), only as the place to continue reading from.
    article?.setAttribute('tabindex', '-1')
    article?.focus()
  }, [allShown, firstAddedId])

  return (
    <div className="comments-more">
      <p className="comments-progress" role="status">
        {threadsProgress(shown, total, failed)}
      </p>
      {!allShown && (
        <button
          ref={button}
          type="button"
          className="button button-outline"
          aria-disabled={loading || undefined}
          onClick={() => {
            if (loading) return
            hadFocus.current = document.activeElement === button.current
            onShowMore()
          }}
        >
          {loading ? 'Loading more comments...' : 'Show more comments'}
        </button>
      )}
    </div>
  )
}
