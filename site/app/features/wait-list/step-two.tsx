import { KEY_NEED_LABELS, KEY_NEEDS, type KeyNeed, PLATFORMS } from '@escrova/schemas/wait-list'
import { describedBy, Field, FieldError, fieldId, type StepProps } from './fields.tsx'

function toggle(list: string[], item: string, on: boolean): string[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item)
}

interface ChoiceGroupProps {
  field: 'keyNeeds' | 'platforms'
  legend: string
  options: readonly string[]
  /** What the visitor reads for an option (the value sent is the option itself). */
  labelOf?: (option: string) => string
  selected: string[]
  error: string | undefined
  onChange: (next: string[]) => void
}

/** A labelled group of checkboxes with its error, focusable as one field when the error sends focus there. */
function ChoiceGroup({ field, legend, options, labelOf, selected, error, onChange }: ChoiceGroupProps) {
  return (
    <fieldset className="choice-group" id={fieldId(field)} tabIndex={-1} {...describedBy(field, error)}>
      <legend>{legend}</legend>
      <div className="choice-grid">
        {options.map((option) => (
          <label key={option} className="choice">
            <input
              type="checkbox"
              name={field}
              value={option}
              checked={selected.includes(option)}
              onChange={(e) => onChange(toggle(selected, option, e.target.checked))}
            />
            {labelOf ? labelOf(option) : option}
          </label>
        ))}
      </div>
      <FieldError field={field} message={error} />
    </fieldset>
  )
}

/** Step 2 (docs/product-rules.md#wait-list, #validation): key needs (Other asks for details), preferred platforms and consent. */
export function StepTwo({ values, errors, onChange, text }: StepProps) {
  return (
    <div className="wait-list-step">
      <p className="wait-list-legend">{text.step2Legend}</p>
      <ChoiceGroup
        field="keyNeeds"
        legend={text.keyNeedsLegend}
        options={KEY_NEEDS}
        labelOf={(option) => text[KEY_NEED_LABELS[option as KeyNeed]]}
        selected={values.keyNeeds}
        error={errors.keyNeeds}
        onChange={(next) => onChange('keyNeeds', next)}
      />
      {values.keyNeeds.includes('Other') && (
        <Field label={text.otherNeedLabel} field="otherNeed" error={errors.otherNeed}>
          <input
            id={fieldId('otherNeed')}
            name="otherNeed"
            value={values.otherNeed}
            onChange={(e) => onChange('otherNeed', e.target.value)}
            {...describedBy('otherNeed', errors.otherNeed)}
          />
        </Field>
      )}
      <ChoiceGroup
        field="platforms"
        legend={text.platformsLegend}
        options={PLATFORMS}
        selected={values.platforms}
        error={errors.platforms}
        onChange={(next) => onChange('platforms', next)}
      />
      <div className="form-field consent-field">
        <label className="choice">
          <input
            id={fieldId('consent')}
            type="checkbox"
            name="consent"
            checked={values.consent}
            onChange={(e) => onChange('consent', e.target.checked)}
            {...describedBy('consent', errors.consent)}
          />
          {text.consentLabel}
        </label>
        <FieldError field="consent" message={errors.consent} />
      </div>
    </div>
  )
}
