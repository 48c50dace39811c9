import {
  CONSENT_LABEL,
  type FieldErrors,
  KEY_NEEDS,
  PLATFORMS,
  WAIT_LIST_LIMITS,
  type WaitListApplicationInput,
} from '@escrova/schemas/wait-list'
import { describedBy, Field, FieldError, fieldId } from './fields.tsx'

interface Props {
  values: WaitListApplicationInput
  errors: FieldErrors
  onChange: <K extends keyof WaitListApplicationInput>(field: K, value: WaitListApplicationInput[K]) => void
}

function toggle(list: string[], item: string, on: boolean): string[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item)
}

/** Step 2 (spec §4, §5): key needs (Other asks for details), preferred platforms and consent. */
export function StepTwo({ values, errors, onChange }: Props) {
  return (
    <div className="wait-list-step">
      <p className="wait-list-legend">Step 2 of 2: Your needs</p>
      <fieldset
        className="choice-group"
        id={fieldId('keyNeeds')}
        tabIndex={-1}
        {...describedBy('keyNeeds', errors.keyNeeds)}
      >
        <legend>Key needs</legend>
        <div className="choice-grid">
          {KEY_NEEDS.map((need) => (
            <label key={need} className="choice">
              <input
                type="checkbox"
                name="keyNeeds"
                value={need}
                checked={values.keyNeeds.includes(need)}
                onChange={(e) => onChange('keyNeeds', toggle(values.keyNeeds, need, e.target.checked))}
              />
              {need}
            </label>
          ))}
        </div>
        <FieldError field="keyNeeds" message={errors.keyNeeds} />
      </fieldset>
      {values.keyNeeds.includes('Other') && (
        <Field label="Please specify your need" field="otherNeed" error={errors.otherNeed}>
          <input
            id={fieldId('otherNeed')}
            name="otherNeed"
            maxLength={WAIT_LIST_LIMITS.otherNeed}
            value={values.otherNeed}
            onChange={(e) => onChange('otherNeed', e.target.value)}
            {...describedBy('otherNeed', errors.otherNeed)}
          />
        </Field>
      )}
      <fieldset
        className="choice-group"
        id={fieldId('platforms')}
        tabIndex={-1}
        {...describedBy('platforms', errors.platforms)}
      >
        <legend>Preferred platforms</legend>
        <div className="choice-grid">
          {PLATFORMS.map((platform) => (
            <label key={platform} className="choice">
              <input
                type="checkbox"
                name="platforms"
                value={platform}
                checked={values.platforms.includes(platform)}
                onChange={(e) => onChange('platforms', toggle(values.platforms, platform, e.target.checked))}
              />
              {platform}
            </label>
          ))}
        </div>
        <FieldError field="platforms" message={errors.platforms} />
      </fieldset>
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
          {CONSENT_LABEL}
        </label>
        <FieldError field="consent" message={errors.consent} />
      </div>
    </div>
  )
}
