/**
 * Sections fade and slide in once when scrolled into view (docs/product-rules.md#home). Only with JavaScript (the `js` class set by
 * the theme script) and never under prefers-reduced-motion (CSS), so the pre-rendered HTML is always readable.
 */
import { type ElementType, type ReactNode, useEffect, useRef, useState } from 'react'

export function Reveal({
  as: Tag = 'section',
  className = '',
  children,
  ...rest
}: {
  as?: ElementType
  className?: string
  children: ReactNode
  id?: string
  'aria-labelledby'?: string
}) {
  const ref = useRef<HTMLElement>(null)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setShown(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true)
          observer.disconnect()
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <Tag ref={ref} className={`reveal ${shown ? 'is-revealed' : ''} ${className}`} {...rest}>
      {children}
    </Tag>
  )
}
