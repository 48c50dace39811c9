import type { FormMessages } from '@escrova/schemas/form-messages/index'
import type { FieldErrors, WaitListApplicationInput } from '@escrova/schemas/wait-list'
import type { ReactNode } from 'react'

/** DOM ids and error wiring shared by both steps: `wl-<field>` and `wl-<field>-error`. */
/** What each step of the form gets from the form: the values so far, their errors, and how to change one. */
export interface StepProps {
  values: WaitListApplicationInput
  errors: FieldErrors
  onChange: <K extends keyof WaitListApplicationInput>(field: K, value: WaitListApplicationInput[K]) => void
  /** The form's words in the page's language. */
  text: FormMessages['waitList']
}

export const fieldId = (field: string) => `wl-${field}`
export const errorId = (field: string) => `wl-${field}-error`

export function describedBy(field: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {}
}

export function FieldError({ field, message }: { field: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={errorId(field)} className="field-error">
      {message}
    </p>
  )
}

export function Field({
  label,
  field,
  error,
  children,
}: {
  label: string
  field: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="form-field">
      <label htmlFor={fieldId(field)}>{label}</label>
      {children}
      <FieldError field={field} message={error} />
    </div>
  )
}
