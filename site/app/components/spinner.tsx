/** Small inline spinner for content that is loading (docs/product-rules.md#blog-list, #blog-post). */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="blog-spinner" role="status" aria-live="polite">
      <span className="blog-spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
