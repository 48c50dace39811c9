/** Previous / Next with "Page X of Y" (docs/product-rules.md#blog-list, #states): shown only when the results span more than one page. */
interface Props {
  page: number
  pageCount: number
  onPage: (page: number) => void
}

export function Pagination({ page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null
  return (
    <nav className="blog-pagination" aria-label="Blog pages">
      <button
        type="button"
        className="blog-page-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <p className="blog-page-status" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <button
        type="button"
        className="blog-page-button"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  )
}
