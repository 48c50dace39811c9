/** True when the visitor asked the system for less motion: no smooth scrolling, no entrance animations. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}
