import { type ReactNode, useEffect, useId, useRef } from 'react'

interface Props {
  title: string
  children: ReactNode
  actionLabel: string
  onAction: () => void
}

/**
 * An accessible modal: the native `<dialog>` opened with `showModal()` makes the rest of the page inert, so focus
 * stays inside; Escape runs the same action as the button. Focus returns to where it was when it closes.
 */
export function Modal({ title, children, actionLabel, onAction }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const textId = useId()
  const action = useRef(onAction)
  action.current = onAction

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const previous = document.activeElement as HTMLElement | null
    if (!element.open) element.showModal()
    element.querySelector<HTMLButtonElement>('button')?.focus()
    const onCancel = (event: Event) => {
      event.preventDefault()
      action.current()
    }
    element.addEventListener('cancel', onCancel)
    return () => {
      element.removeEventListener('cancel', onCancel)
      if (element.open) element.close()
      previous?.focus?.()
    }
  }, [])

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={textId}
      aria-modal="true"
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      <div id={textId} className="modal-text">
        {children}
      </div>
      <button type="button" className="modal-button" onClick={() => action.current()}>
        {actionLabel}
      </button>
    </dialog>
  )
}
