import { common } from '@escrova/schemas/form-messages/compiled/en'
import type { ReactNode } from 'react'
import { useFormWords } from './form-words.tsx'

/**
 * The parts the comment and support-ticket forms share below their fields: the consent box (never pre-ticked), the
 * honeypot, the outbox's note while a submission waits on the phone, the failure box and the submit button. One
 * piece so both forms look, read out and behave the same.
 */

interface ConsentBoxProps {
  /** From `fieldMessages(...).describe('consent')`: the id and the message wiring. */
  control: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
  /** The field's message, from `fieldMessages(...).message('consent')`. */
  message: ReactNode
}

export function ConsentBox({ control, checked, onChange, label, message }: ConsentBoxProps) {
  return (
    <div className="form-field">
      <label className="form-choice">
        <input
          {...control}
          type="checkbox"
          name="consent"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {message}
    </div>
  )
}

interface FormFooterProps {
  /** The form's `useId()`, for the honeypot's label. */
  id: string
  honeypot: string
  onHoneypot: (value: string) => void
  queued: string | null
  failure: string | null
  sending: boolean
  /** False until the form's code runs (the comment form loads it late): a disabled button keeps the page's HTML from submitting itself. */
  ready?: boolean
  submitLabel: string
}

export function FormFooter({
  id,
  honeypot,
  onHoneypot,
  queued,
  failure,
  sending,
  ready = true,
  submitLabel,
}: FormFooterProps) {
  const { words } = useFormWords()
  return (
    <>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, form-filling bots do not. */}
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => onHoneypot(event.target.value)}
        />
      </div>
      {queued && (
        <p className="form-queued" role="status">
          {queued}
        </p>
      )}
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="form-submit" disabled={!ready || sending || queued !== null}>
        {sending ? (words?.common ?? common).sending : submitLabel}
      </button>
    </>
  )
}
