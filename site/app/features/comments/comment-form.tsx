import { validateComment } from '@escrova/schemas/comments'
import { comment } from '@escrova/schemas/form-messages/compiled/en'
import { formatMessage } from '@escrova/schemas/form-messages/format'
import { type FormEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react'
import { fieldMessages } from '../../components/field-messages.tsx'
import { ConsentBox, FormFooter } from '../../components/form-parts.tsx'
import { useFormWords } from '../../components/form-words.tsx'
import { refusedFields, rejectionMessage } from '../submission/client.ts'
import { useFormFields } from '../submission/use-form-fields.ts'
import { type Refusal, useSubmission } from '../submission/use-submission.ts'

/**
 * Where comments and replies go. Only this form names the route, so it loads with the form (`lazy-comment-form.tsx`),
 * and the service worker's build finds the form's chunk by it (`site/scripts/service-worker.ts`).
 */
const COMMENTS_PATH = '/api/comments'

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

const emptyComment = () => ({ name: '', email: '', text: '', consent: false, website: '' })
type Comment = ReturnType<typeof emptyComment>
type CommentWords = typeof comment

/**
 * The 'Leave A Comment' form and the reply form: name and message required, email optional, and a consent box to
 * publish them (never pre-ticked; its words and version are kept with the comment). Checked before sending
 * by `validateComment`, the function's and the Studio's rules too, so a field shows the message the function would
 * give. Empty required fields send nothing and show nothing (the product asks that); a failure says so and keeps
 * what was typed.
 */
export function CommentForm({ postId, parentId, heading, submitLabel, onSent }: Props) {
  const id = useId()
  const { words, fallbackLang } = useFormWords()
  const say = words?.comment ?? comment
  const draft = useCommentDraft(say, { postId, parentId, onSent })
  const { values, set, submission } = draft
  const { describe: field, message: error } = fieldMessages(id, draft.errors)

  return (
    // noValidate and no maxLength: the shared rules (code points, the function's words) speak, not the browser's
    // bubbles or its UTF-16 count, which would stop a text of emoji at half the limit.
    <form
      ref={draft.form}
      className="comment-form"
      onSubmit={draft.submit}
      aria-labelledby={`${id}-heading`}
      noValidate
      lang={fallbackLang}
    >
      <h3 id={`${id}-heading`} className="comment-form-heading">
        {heading}
      </h3>
      <CommentFields
        id={id}
        say={say}
        reply={Boolean(parentId)}
        values={values}
        set={set}
        field={field}
        error={error}
      />
      <ConsentBox
        control={field('consent')}
        checked={values.consent}
        onChange={(checked) => set('consent', checked)}
        label={say.consentLabel}
        message={error('consent')}
      />
      <FormFooter
        id={id}
        honeypot={values.website}
        onHoneypot={(value) => set('website', value)}
        queued={submission.queued?.message ?? null}
        failure={draft.failure}
        sending={submission.sending}
        ready={draft.ready}
        submitLabel={submitLabel}
      />
    </form>
  )
}

/** The comment being written: its fields, what the server's form already held, its checks and its sending. */
function useCommentDraft(
  say: CommentWords,
  { postId, parentId, onSent }: Pick<Props, 'postId' | 'parentId' | 'onSent'>,
) {
  const { values, errors, set, setValues, setErrors, reset } = useFormFields(emptyComment)
  const [failure, setFailure] = useState<string | null>(null)
  const submission = useSubmission(
    {
      kind: 'comment',
      path: COMMENTS_PATH,
      sentText: { title: say.sentTitle, text: say.awaitingModeration },
    },
    { onSent: landed, onRefused: refused },
  )
  const { form, ready } = useTypedBeforeHydration(setValues)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submission.sending) return
    const { name, text, email, consent, website } = values
    const problems = validateComment({ name, text, email, consent }, say)
    if (problems.name === say.nameRequired || problems.text === say.textRequired) return
    if (Object.keys(problems).length > 0) {
      setErrors(problems)
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
    reset()
    onSent(say.awaitingModeration)
  }

  function refused(refusal: Refusal) {
    setErrors(refusedFields(refusal, COMMENT_FIELDS))
    // A refusal (bad field, too many comments) carries the function's own words; anything else is the connection.
    const reason = rejectionMessage(refusal)
    setFailure(reason ? formatMessage(say.refused, { reason }) : say.sendFailed)
  }

  return { values, errors, set, failure, submission, submit, form, ready }
}

/**
 * The post page loads this code as the reader nears the comments (`lazy-comment-form.tsx`); what they typed into
 * the server's form before it arrived is theirs: keep it rather than let the empty state wipe it.
 */
function useTypedBeforeHydration(setValues: (values: Comment) => void) {
  const form = useRef<HTMLFormElement>(null)
  /** False in the server's HTML: it must not submit the page by itself before this code runs. */
  const [ready, setReady] = useState(false)

  useLayoutEffect(() => {
    const controls = form.current?.elements
    const typed = (field: string) => controls?.namedItem(field) as HTMLInputElement | null
    const kept = { ...emptyComment() }
    for (const field of ['name', 'email', 'text', 'website'] as const) kept[field] = typed(field)?.value ?? ''
    kept.consent = typed('consent')?.checked === true
    setValues(kept)
    setReady(true)
  }, [setValues])

  return { form, ready }
}

type CommentField = (typeof COMMENT_FIELDS)[number]

interface CommentFieldsProps {
  id: string
  say: CommentWords
  /** A reply's message box is smaller and labelled as a reply. */
  reply: boolean
  values: Comment
  set: <F extends keyof Comment>(field: F, value: Comment[F]) => void
  field: (name: CommentField) => ReturnType<ReturnType<typeof fieldMessages<CommentField>>['describe']>
  error: (name: CommentField) => ReactNode
}

/** Name and email side by side, then the message. */
function CommentFields({ id, say, reply, values, set, field, error }: CommentFieldsProps) {
  return (
    <>
      <div className="comment-form-row">
        <div className="form-field">
          <label htmlFor={`${id}-name`}>{say.nameLabel}</label>
          <input
            {...field('name')}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
          {error('name')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-email`}>{say.emailLabel}</label>
          <input
            {...field('email')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
          {error('email')}
        </div>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-text`}>{reply ? say.replyLabel : say.messageLabel}</label>
        <textarea
          {...field('text')}
          name="text"
          required
          rows={reply ? 3 : 5}
          value={values.text}
          onChange={(e) => set('text', e.target.value)}
        />
        {error('text')}
      </div>
    </>
  )
}
