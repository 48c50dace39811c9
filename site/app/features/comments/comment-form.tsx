import {
  COMMENT_CONSENT_LABEL,
  COMMENT_MESSAGES,
  type CommentField,
  validateComment,
} from '@escrova/schemas/comments'
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { fieldMessages } from '../../components/field-messages.tsx'
import { ConsentBox, FormFooter } from '../../components/form-parts.tsx'
import { refusedFields, rejectionMessage } from '../submission/client.ts'
import { type Refusal, type SubmissionTarget, useSubmission } from '../submission/use-submission.ts'

/**
 * Where comments and replies go. Only this form names the route, so it loads with the form (`lazy-comment-form.tsx`),
 * and the service worker's build finds the form's chunk by it (`site/scripts/service-worker.ts`).
 */
const COMMENTS: SubmissionTarget = {
  kind: 'comment',
  path: '/api/comments',
  sentText: { title: 'Comment sent', text: COMMENT_MESSAGES.awaitingModeration },
}

const COMMENT_FIELDS = ['name', 'email', 'text', 'consent'] as const

interface Props {
  postId: string
  /** Set for a reply: the comment it answers. */
  parentId?: string
  heading: string
  submitLabel: string
  /** Called after the function accepted the comment (the reply form closes; the message lives with the parent). */
  onSent: (message: string) => void
}

type FieldName = CommentField

/**
 * The 'Leave A Comment' form and the reply form: name and message required, email optional, and a consent box to
 * publish them (never pre-ticked; its words and version are kept with the comment). Checked before sending
 * by `validateComment`, the function's and the Studio's rules too, so a field shows the message the function would
 * give. Empty required fields send nothing and show nothing (the product asks that); a failure says so and keeps
 * what was typed.
 */
export function CommentForm({ postId, parentId, heading, submitLabel, onSent }: Props) {
  const id = useId()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [text, setText] = useState('')
  const [consent, setConsent] = useState(false)
  const [website, setWebsite] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({})
  const submission = useSubmission(COMMENTS, { onSent: landed, onRefused: refused })
  const form = useRef<HTMLFormElement>(null)
  /** False in the server's HTML: it must not submit the page by itself before this code runs. */
  const [ready, setReady] = useState(false)

  // The post page loads this code as the reader nears the comments (`lazy-comment-form.tsx`); what they typed into
  // the server's form before it arrived is theirs: keep it rather than let the empty state wipe it.
  useLayoutEffect(() => {
    const fields = form.current?.elements
    const typed = (field: string) => fields?.namedItem(field) as HTMLInputElement | null
    const keep = (field: string, setter: (value: string) => void) => {
      const value = typed(field)?.value
      if (value) setter(value)
    }
    keep('name', setName)
    keep('email', setEmail)
    keep('text', setText)
    keep('website', setWebsite)
    if (typed('consent')?.checked) setConsent(true)
    setReady(true)
  }, [])

  const edit =
    <V,>(field: FieldName, setter: (value: V) => void) =>
    (value: V) => {
      setter(value)
      setFieldErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors))
    }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submission.sending) return
    const problems = validateComment({ name, text, email, consent })
    if (problems.name === COMMENT_MESSAGES.nameRequired || problems.text === COMMENT_MESSAGES.textRequired)
      return
    if (Object.keys(problems).length > 0) {
      setFieldErrors(problems)
      setFailure(null)
      return
    }
    setFailure(null)
    await submission.send({
      post: postId,
      ...(parentId ? { parent: parentId } : {}),
      name: name.trim(),
      text: text.trim(),
      ...(email.trim() ? { email: email.trim() } : {}),
      consent,
      // The honeypot: people never see it, so anything in it marks a bot.
      website,
    })
  }

  function landed() {
    setName('')
    setEmail('')
    setText('')
    setConsent(false)
    setFieldErrors({})
    onSent(COMMENT_MESSAGES.awaitingModeration)
  }

  function refused(refusal: Refusal) {
    setFieldErrors(refusedFields(refusal, COMMENT_FIELDS))
    // A refusal (bad field, too many comments) carries the function's own words; anything else is the connection.
    const message = rejectionMessage(refusal)
    setFailure(message ? `Your comment could not be sent: ${message}` : COMMENT_MESSAGES.sendFailed)
  }

  const { describe: field, message: error } = fieldMessages(id, fieldErrors)

  return (
    // noValidate and no maxLength: the shared rules (code points, the function's words) speak, not the browser's
    // bubbles or its UTF-16 count, which would stop a text of emoji at half the limit.
    <form ref={form} className="comment-form" onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`} className="comment-form-heading">
        {heading}
      </h3>
      <div className="comment-form-row">
        <div className="form-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            {...field('name')}
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={(e) => edit('name', setName)(e.target.value)}
          />
          {error('name')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-email`}>Email (optional, never shown)</label>
          <input
            {...field('email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => edit('email', setEmail)(e.target.value)}
          />
          {error('email')}
        </div>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-text`}>{parentId ? 'Reply' : 'Message'}</label>
        <textarea
          {...field('text')}
          name="text"
          required
          rows={parentId ? 3 : 5}
          value={text}
          onChange={(e) => edit('text', setText)(e.target.value)}
        />
        {error('text')}
      </div>
      <ConsentBox
        control={field('consent')}
        checked={consent}
        onChange={(checked) => edit('consent', setConsent)(checked)}
        label={COMMENT_CONSENT_LABEL}
        message={error('consent')}
      />
      <FormFooter
        id={id}
        honeypot={website}
        onHoneypot={setWebsite}
        queued={submission.queued?.message ?? null}
        failure={failure}
        sending={submission.sending}
        ready={ready}
        submitLabel={submitLabel}
      />
    </form>
  )
}
