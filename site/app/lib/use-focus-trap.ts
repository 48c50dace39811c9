/**
 * Keeps keyboard focus inside an open dialog (drawer, search overlay, modals): Tab and Shift+Tab wrap around,
 * Escape closes, and focus returns to whatever opened it.
 */
import { type RefObject, useEffect, useRef } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden]') && el.getClientRects().length > 0,
  )
}

export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  onClose: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
) {
  // Parents pass inline closures; keep the latest without re-running the trap (which would move focus).
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (!active) return
    const container = containerRef.current
    if (!container) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ;(initialFocusRef?.current ?? focusableIn(container)[0] ?? container).focus()

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return
      if (event.key === 'Escape') {
        event.preventDefault()
        close.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(container)
      if (items.length === 0) {
        event.preventDefault()
        return
      }
      const first = items[0]
      const last = items[items.length - 1]
      const current = document.activeElement
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault()
        first.focus()
      }
    }

    document.addEventListener('keydown', onKeyDown)
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = previousOverflow
      // Give focus back to the opener unless navigation already moved it elsewhere.
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [active, containerRef, initialFocusRef])
}
