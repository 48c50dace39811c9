/**
 * A form's field messages, wired for assistive technology: each field gets its id (`<base>-<field>`), `aria-invalid`
 * while it has a message, and `aria-describedby` naming the message shown under it (`<base>-<field>-error`). One
 * piece for the comment and support-ticket forms, so both announce a refused field the same way.
 */
export function fieldMessages<F extends string>(
  base: string,
  errors: Partial<Record<F, string | undefined>>,
) {
  const errorId = (field: F) => `${base}-${field}-error`
  return {
    errorId,
    /** The props of the field's control. */
    describe: (field: F) => ({
      id: `${base}-${field}`,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? errorId(field) : undefined,
    }),
    /** The message under the field, when it has one. */
    message: (field: F) =>
      errors[field] ? (
        <p id={errorId(field)} className="field-error">
          {errors[field]}
        </p>
      ) : null,
  }
}
