import { support } from '@escrova/schemas/form-messages/compiled/en'
import {
  emptyTicket,
  PRIVACY_REQUEST_TITLES,
  PRIVACY_REQUESTS,
  SUPPORT_TOPIC_TITLES,
  SUPPORT_TOPICS,
  type SupportField,
  type SupportFieldErrors,
  validateTicket,
} from '@escrova/schemas/support'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { fieldMessages } from '../../components/field-messages.tsx'
import { ConsentBox, FormFooter } from '../../components/form-parts.tsx'
import { useFormWords } from '../../components/form-words.tsx'
import { refusedFields, rejectionMessage } from '../submission/client.ts'
import { useFormFields } from '../submission/use-form-fields.ts'
import { type Refusal, useSubmission } from '../submission/use-submission.ts'

const TICKET_FIELDS = Object.keys(emptyTicket()) as SupportField[]

type SupportWords = typeof support
type Ticket = ReturnType<typeof emptyTicket>

/**
 * The support-ticket form: name, email, topic (a privacy request asks which right), message and consent to be
 * contacted, never pre-ticked. The shared rules run before sending and the function runs them again; its field
 * messages show under their fields. A sent ticket shows the reference number to quote.
 */
export function SupportForm() {
  const id = useId()
  const { words, fallbackLang } = useFormWords()
  const say = words?.support ?? support
  const ticket = useSupportTicket(say)
  const { fields, errors, submission } = ticket
  const { describe, message: error, errorId } = fieldMessages<SupportField>(id, errors)

  if (ticket.reference) {
    return (
      <SupportReceived
        say={say}
        reference={ticket.reference}
        lang={fallbackLang}
        onAnother={() => ticket.setReference(null)}
      />
    )
  }

  return (
    // noValidate and no maxLength: the shared rules speak (code points, the function's words), not the browser's
    // bubbles or its UTF-16 count, which would stop a message of emoji at half the limit.
    <form
      className="support-form"
      onSubmit={ticket.submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      lang={fallbackLang}
    >
      <h2 id={`${id}-heading`}>{say.heading}</h2>
      <TicketFields
        id={id}
        say={say}
        values={fields.values}
        errors={errors}
        set={fields.set}
        messages={{ describe, error, errorId }}
      />
      <ConsentBox
        control={describe('consent')}
        checked={fields.values.consent}
        onChange={(checked) => fields.set('consent', checked)}
        label={say.consentLabel}
        message={error('consent')}
      />
      <FormFooter
        id={id}
        honeypot={ticket.website}
        onHoneypot={ticket.setWebsite}
        queued={submission.queued?.message ?? null}
        failure={ticket.failure}
        sending={submission.sending}
        submitLabel={say.submit}
      />
    </form>
  )
}

/** The ticket's values, its sending, and the reference the function gives a ticket it took. */
function useSupportTicket(say: SupportWords) {
  const fields = useFormFields(emptyTicket)
  const errors = fields.errors as SupportFieldErrors
  const [website, setWebsite] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [reference, setReference] = useState<string | null>(null)
  const submission = useSubmission(
    { kind: 'support', path: '/api/support', sentText: { title: say.sentTitle, text: say.received } },
    { onSent: received, onRefused: refused },
  )

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submission.sending) return
    const found = validateTicket(fields.values, say)
    fields.setErrors(found)
    if (Object.keys(found).length > 0) return
    setFailure(null)
    // The honeypot travels with the ticket; people leave it empty.
    await submission.send({ ...fields.values, website })
  }

  function received({ reference: number }: { reference?: string }) {
    // The function gives every ticket its number; without one the visitor has nothing to quote.
    if (!number) return refused({ kind: 'server' })
    setReference(number)
    fields.setValues(emptyTicket())
  }

  function refused(refusal: Refusal) {
    fields.setErrors(refusedFields(refusal, TICKET_FIELDS))
    setFailure(rejectionMessage(refusal) ?? say.sendFailed)
  }

  return { fields, errors, website, setWebsite, failure, reference, setReference, submission, submit }
}

/** What a sent ticket shows: its reference number, and a way to send another. */
function SupportReceived({
  say,
  reference,
  lang,
  onAnother,
}: {
  say: SupportWords
  reference: string
  lang: 'en' | undefined
  onAnother: () => void
}) {
  return (
    <div className="support-received" role="status" lang={lang}>
      <p>
        {say.received} <strong className="support-reference">{reference}</strong>.
      </p>
      <button type="button" className="form-submit" onClick={onAnother}>
        {say.sendAnother}
      </button>
    </div>
  )
}

interface TicketFieldsProps {
  id: string
  say: SupportWords
  values: Ticket
  errors: SupportFieldErrors
  set: ReturnType<typeof useFormFields<Ticket>>['set']
  messages: {
    describe: ReturnType<typeof fieldMessages<SupportField>>['describe']
    error: (field: SupportField) => ReactNode
    errorId: (field: SupportField) => string
  }
}

/** Name, email, topic, the privacy right when the topic is privacy, and the message. */
function TicketFields({ id, say, values, errors, set, messages }: TicketFieldsProps) {
  const { describe, error, errorId } = messages
  return (
    <>
      <div className="form-field">
        <label htmlFor={`${id}-name`}>{say.nameLabel}</label>
        <input
          {...describe('name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
        />
        {error('name')}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-email`}>{say.emailLabel}</label>
        <input
          {...describe('email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
        />
        {error('email')}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-topic`}>{say.topicLabel}</label>
        <select
          {...describe('topic')}
          name="topic"
          value={values.topic}
          onChange={(e) => set('topic', e.target.value)}
        >
          <option value="">{say.topicPlaceholder}</option>
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
          <legend>{say.privacyRequestLegend}</legend>
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
        <label htmlFor={`${id}-message`}>{say.messageLabel}</label>
        <textarea
          {...describe('message')}
          name="message"
          rows={6}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
        />
        {error('message')}
      </div>
    </>
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
