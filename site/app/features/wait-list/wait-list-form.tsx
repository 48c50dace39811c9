import { waitList } from '@escrova/schemas/form-messages/compiled/en'
import {
  emptyApplication,
  type FieldErrors,
  STEP_1_FIELDS,
  STEP_2_FIELDS,
  validateStep1,
  validateStep2,
  type WaitListApplicationInput,
  type WaitListField,
} from '@escrova/schemas/wait-list'
import { type FormEvent, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useFormWords } from '../../components/form-words.tsx'
import { track } from '../../insights/track.ts'
import { useLocalized } from '../../lib/language.ts'
import { refusedFields } from '../submission/client.ts'
import { useFormFields } from '../submission/use-form-fields.ts'
import { type Refusal, type Submission, useSubmission } from '../submission/use-submission.ts'
import { fieldId } from './fields.tsx'
import { Modal } from './modal.tsx'
import { StepOne } from './step-one.tsx'
import { StepTwo } from './step-two.tsx'

type Step = 1 | 2
type Outcome = 'success' | 'failure' | null
type WaitListWords = typeof waitList

const ALL_FIELDS: readonly WaitListField[] = [...STEP_1_FIELDS, ...STEP_2_FIELDS]

function firstError(errors: FieldErrors, order: readonly WaitListField[]): WaitListField | undefined {
  return order.find((field) => errors[field])
}

/**
 * The two-step beta sign-up of docs/product-rules.md#wait-list, #states and #validation. The rules and messages are `@escrova/schemas/wait-list`, the
 * same module the function validates with; the function's own 422 field errors land on the same fields.
 */
export function WaitListForm() {
  const { words, fallbackLang } = useFormWords()
  const text = words?.waitList ?? waitList
  const application = useWaitListApplication(text)
  const { step, values, errors, change } = application

  return (
    <>
      {/* noValidate and no maxLength on the fields: the shared rules speak (code points, the spec's messages), not
          the browser's bubbles or its UTF-16 count. */}
      <form
        className="wait-list-form"
        onSubmit={application.submit}
        noValidate
        aria-label={text.formLabel}
        lang={fallbackLang}
      >
        {step === 1 ? (
          <StepOne values={values} errors={errors} onChange={change} text={text} />
        ) : (
          <StepTwo values={values} errors={errors} onChange={change} text={text} />
        )}
        <StepActions
          step={step}
          text={text}
          submitting={application.submission.sending}
          onBack={application.back}
        />
      </form>
      <Outcomes
        text={text}
        outcome={application.outcome}
        setOutcome={application.setOutcome}
        submission={application.submission}
      />
    </>
  )
}

/** The application across its two steps: checks per step, focus on the first field in error, and its sending. */
function useWaitListApplication(text: WaitListWords) {
  const form = useFormFields<WaitListApplicationInput>(emptyApplication)
  const { values, setErrors } = form
  const errors = form.errors as FieldErrors
  const [step, setStep] = useState<Step>(1)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [focusTarget, setFocusTarget] = useState<WaitListField | null>(null)
  const submission = useSubmission(
    {
      kind: 'wait-list',
      path: '/api/wait-list',
      sentText: { title: text.successTitle, text: text.successText },
    },
    { onSent: () => setOutcome('success'), onRefused: refused },
  )

  // Focus moves after the step with the field has rendered.
  useEffect(() => {
    if (!focusTarget) return
    document.getElementById(fieldId(focusTarget))?.focus()
    setFocusTarget(null)
  }, [focusTarget])

  // Editing a field clears its error (docs/product-rules.md#states); unticking Other also retires the otherNeed message.
  const change = <K extends keyof WaitListApplicationInput>(field: K, value: WaitListApplicationInput[K]) =>
    form.set(field, value, field === 'keyNeeds' ? ['otherNeed'] : [])

  const next = () => {
    const stepErrors = validateStep1(values, text)
    const first = firstError(stepErrors, STEP_1_FIELDS)
    if (first) {
      setErrors(stepErrors)
      setFocusTarget(first)
      return
    }
    setErrors({})
    track('waitlist_step1')
    setStep(2)
    setFocusTarget('keyNeeds')
  }

  const back = () => {
    setStep(1)
    setErrors({})
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (step === 1) return next()
    if (submission.sending) return
    const stepErrors = validateStep2(values, text)
    const first = firstError(stepErrors, STEP_2_FIELDS)
    if (first) {
      setErrors(stepErrors)
      setFocusTarget(first)
      return
    }
    await submission.send(values)
  }

  function refused(refusal: Refusal) {
    const serverErrors: FieldErrors = refusedFields(refusal, ALL_FIELDS)
    const firstServerError = firstError(serverErrors, ALL_FIELDS)
    if (firstServerError) {
      setOutcome(null)
      setErrors(serverErrors)
      if (firstError(serverErrors, STEP_1_FIELDS)) setStep(1)
      setFocusTarget(firstServerError)
      return
    }
    setOutcome('failure')
  }

  return { step, values, errors, change, back, submit, outcome, setOutcome, submission }
}

/** Next on the first step; Back and Submit on the second. */
function StepActions({
  step,
  text,
  submitting,
  onBack,
}: {
  step: Step
  text: WaitListWords
  submitting: boolean
  onBack: () => void
}) {
  return (
    <div className="wait-list-actions">
      {step === 1 ? (
        // Keys keep React from reusing one <button> for another: a Back click must not become a submit.
        <button key="next" type="submit" className="wait-list-primary">
          {text.next}
        </button>
      ) : (
        <>
          <button
            key="back"
            type="button"
            className="wait-list-secondary"
            disabled={submitting}
            onClick={onBack}
          >
            {text.back}
          </button>
          <button key="submit" type="submit" className="wait-list-primary" disabled={submitting}>
            {submitting ? text.submitting : text.submit}
          </button>
        </>
      )}
    </div>
  )
}

/** The dialog after sending: accepted (then home), kept to send when back online, or failed. */
function Outcomes({
  text,
  outcome,
  setOutcome,
  submission,
}: {
  text: WaitListWords
  outcome: Outcome
  setOutcome: (outcome: Outcome) => void
  submission: Pick<Submission, 'queued' | 'dismissQueued'>
}) {
  const navigate = useNavigate()
  const localized = useLocalized()
  return (
    <>
      {outcome === 'success' && (
        <Modal
          title={text.successTitle}
          actionLabel={text.ok}
          onAction={() => {
            setOutcome(null)
            navigate(localized('/'))
          }}
        >
          <p>{text.successText}</p>
        </Modal>
      )}
      {submission.queued && (
        <Modal title={submission.queued.title} actionLabel={text.close} onAction={submission.dismissQueued}>
          <p>{submission.queued.message}</p>
        </Modal>
      )}
      {outcome === 'failure' && (
        <Modal title={text.failureTitle} actionLabel={text.close} onAction={() => setOutcome(null)}>
          <p>{text.failureText}</p>
        </Modal>
      )}
    </>
  )
}
