import {
  emptyTicket,
  PRIVACY_REQUEST_TITLES,
  PRIVACY_REQUESTS,
  SUPPORT_CONSENT_LABEL,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_TOPIC_TITLES,
  SUPPORT_TOPICS,
  type SupportField,
  type SupportFieldErrors,
  type SupportTicketInput,
  validateTicket,
} from '@escrova/schemas/support'
import { type FormEvent, useId, useRef, useState } from 'react'
import { fieldMessages } from '../../components/field-messages.tsx'
import { ConsentBox, FormFooter } from '../../components/form-parts.tsx'
import { createIdempotencyKeys } from '../comments/submit-client.ts'
import { type QueuedOutcome, queueTicket, sendTicket } from './support-api.ts'

/**
 * The support-ticket form: name, email, topic (a privacy request asks which right), message and consent to be
 * contacted, never pre-ticked. The shared rules run before sending and the function runs them again; its field
 * messages show under their fields. A sent ticket shows the reference number to quote.
 */
export function SupportForm() {
  const id = useId()
  const [values, setValues] = useState<SupportTicketInput>(emptyTicket)
  const [website, setWebsite] = useState('')
  const [errors, setErrors] = useState<SupportFieldErrors>({})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [reference, setReference] = useState<string | null>(null)
  /** The outbox's words while a ticket made offline waits on the phone. */
  const [queued, setQueued] = useState<string | null>(null)
  const keys = useRef(createIdempotencyKeys())

  const set = <F extends SupportField>(field: F, value: SupportTicketInput[F]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const found = validateTicket(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const body = { ...values, website }
    setSending(true)
    setFailure(null)
    const key = keys.current.keyFor(body)
    const result = await sendTicket(body, key)
    setSending(false)
    if (result.ok) return received(result.body.reference)
    // The phone is offline: the ticket waits on it and is sent when the signal returns.
    const notice =
      result.kind === 'network' && !navigator.onLine && (await queueTicket(body, key, afterQueue))
    if (notice) {
      setQueued(notice.message)
      return
    }
    refused(result.fields, result.kind === 'rejected' ? result.message : undefined)
  }

  function received(number: string) {
    keys.current.reset()
    setQueued(null)
    setReference(number)
    setValues(emptyTicket())
  }

  function refused(fields: Record<string, string> | undefined, message: string | undefined) {
    setQueued(null)
    setErrors((fields ?? {}) as SupportFieldErrors)
    setFailure(message || SUPPORT_MESSAGES.sendFailed)
  }

  function afterQueue(outcome: QueuedOutcome) {
    if (outcome.state === 'sent' && outcome.reference) received(outcome.reference)
    else refused(outcome.refusal?.fields, outcome.refusal?.message)
  }

  const { describe, message: error, errorId } = fieldMessages<SupportField>(id, errors)

  if (reference) {
    return (
      <div className="support-received" role="status">
        <p>
          {SUPPORT_MESSAGES.received} <strong className="support-reference">{reference}</strong>.
        </p>
        <button type="button" className="form-submit" onClick={() => setReference(null)}>
          Send another request
        </button>
      </div>
    )
  }

  return (
    <form className="support-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Open a support ticket</h2>
      <div className="form-field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          {...describe('name')}
          name="name"
          autoComplete="name"
          maxLength={SUPPORT_LIMITS.name}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
        />
        {error('name')}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          {...describe('email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={SUPPORT_LIMITS.email}
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
        />
        {error('email')}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-topic`}>Topic</label>
        <select
          {...describe('topic')}
          name="topic"
          value={values.topic}
          onChange={(e) => set('topic', e.target.value)}
        >
          <option value="">Choose a topic</option>
          {SUPPORT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {SUPPORT_TOPIC_TITLES[topic]}
            </option>
          ))}
        </select>
        {error('topic')}
      </div>
      {values.topic === 'privacy' && (
        <fieldset
          className="form-field"
          aria-describedby={errors.privacyRequest ? errorId('privacyRequest') : undefined}
        >
          <legend>Which request?</legend>
          {PRIVACY_REQUESTS.map((kind) => (
            <label key={kind} className="form-choice">
              <input
                type="radio"
                name="privacyRequest"
                value={kind}
                checked={values.privacyRequest === kind}
                onChange={() => set('privacyRequest', kind)}
              />
              {PRIVACY_REQUEST_TITLES[kind]}
            </label>
          ))}
          {error('privacyRequest')}
        </fieldset>
      )}
      <div className="form-field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          {...describe('message')}
          name="message"
          rows={6}
          maxLength={SUPPORT_LIMITS.message}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
        />
        {error('message')}
      </div>
      <ConsentBox
        control={describe('consent')}
        checked={values.consent}
        onChange={(checked) => set('consent', checked)}
        label={SUPPORT_CONSENT_LABEL}
        message={error('consent')}
      />
      <FormFooter
        id={id}
        honeypot={website}
        onHoneypot={setWebsite}
        queued={queued}
        failure={failure}
        sending={sending}
        submitLabel="Send request"
      />
    </form>
  )
}

/** The ticket form as a section of /contact, after the support channels. */
export function SupportSection() {
  return (
    <section className="section" aria-label="Support ticket">
      <div className="container">
        <SupportForm />
      </div>
    </section>
  )
}
