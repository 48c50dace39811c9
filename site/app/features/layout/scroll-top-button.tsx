/** Floating scroll-to-top button (docs/product-rules.md#shared-elements), shown once the visitor has scrolled down. */
import { useEffect, useState } from 'react'
import { ArrowUpIcon } from '../../components/icons.tsx'
import { prefersReducedMotion } from '../../lib/motion.ts'

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return (
    <button
      type="button"
      className="scroll-top"
      data-visible={visible}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  )
}
