/**
 * A form's values and field messages, kept together the way every form here needs them: editing a field retires its
 * message (docs/product-rules.md#states), and a refusal or a check puts messages back on their fields.
 */
import { useState } from 'react'

export type FieldErrorsOf<Values> = Partial<Record<keyof Values, string | undefined>>

export function useFormFields<Values extends object>(empty: () => Values) {
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<FieldErrorsOf<Values>>({})

  /** Sets a field, retiring its message and those of `alsoClears` (fields that depend on it). */
  const set = <F extends keyof Values>(
    field: F,
    value: Values[F],
    alsoClears: readonly (keyof Values)[] = [],
  ) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => {
      const retired = [field, ...alsoClears].filter((name) => current[name])
      if (retired.length === 0) return current
      const next = { ...current }
      for (const name of retired) next[name] = undefined
      return next
    })
  }

  const reset = () => {
    setValues(empty())
    setErrors({})
  }

  return { values, errors, set, setErrors, setValues, reset }
}
