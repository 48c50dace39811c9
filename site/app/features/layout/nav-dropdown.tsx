/**
 * A desktop dropdown (Home's theme previews, Services): opens on hover and on click or Enter/Space, closes on Escape
 * (focus back to its button), on leaving it with the pointer or with Tab.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { ChevronDownIcon } from '../../components/icons.tsx'

export function NavDropdown({
  label,
  children,
}: {
  label: string
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    function onPointer(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors the toggle button, which keyboards use
    <div
      ref={wrapper}
      className="nav-dropdown"
      data-open={open || undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-link nav-dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        // A mouse click lands after the hover already opened the menu: keep it open. Keyboard (detail 0) toggles.
        onClick={(event) => setOpen((value) => (event.detail === 0 ? !value : true))}
      >
        {label}
        <ChevronDownIcon width={16} height={16} />
      </button>
      <div id={menuId} className="nav-dropdown-menu" hidden={!open}>
        {children(() => setOpen(false))}
      </div>
    </div>
  )
}
