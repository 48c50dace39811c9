import { NIGERIAN_STATES } from '@escrova/schemas/wait-list'
import { describedBy, Field, fieldId, type StepProps } from './fields.tsx'

/** Step 1, basic information (docs/product-rules.md#states, #validation): full name, email, phone, state. */
export function StepOne({ values, errors, onChange, text }: StepProps) {
  return (
    <fieldset className="wait-list-step">
      <legend className="wait-list-legend">{text.step1Legend}</legend>
      <Field label={text.fullNameLabel} field="fullName" error={errors.fullName}>
        <input
          id={fieldId('fullName')}
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={(e) => onChange('fullName', e.target.value)}
          {...describedBy('fullName', errors.fullName)}
        />
      </Field>
      <Field label={text.emailLabel} field="email" error={errors.email}>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => onChange('email', e.target.value)}
          {...describedBy('email', errors.email)}
        />
      </Field>
      <Field label={text.phoneLabel} field="phone" error={errors.phone}>
        <input
          id={fieldId('phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => onChange('phone', e.target.value)}
          {...describedBy('phone', errors.phone)}
        />
      </Field>
      <Field label={text.locationLabel} field="location" error={errors.location}>
        <select
          id={fieldId('location')}
          name="location"
          value={values.location}
          onChange={(e) => onChange('location', e.target.value)}
          {...describedBy('location', errors.location)}
        >
          <option value="">{text.locationPlaceholder}</option>
          {NIGERIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  )
}
