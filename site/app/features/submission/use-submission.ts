/**
 * The one submission flow of the site's forms (comment and reply, support ticket, wait-list application): send to
 * the submissions function with an idempotency key; when the phone is offline, keep it in the outbox
 * (`site/app/offline/outbox/`) and say so; then tell the form whether it landed (now, or later from the outbox) or was
 * refused (the function's words and field messages, or a lost connection). The form keeps its own words for each
 * outcome; this hook keeps the steps, so the three forms cannot drift apart.
 */

import { useRef, useState } from 'react'
import { useFormWords } from '../../components/form-words.tsx'
import { track } from '../../insights/track.ts'
import {
  keepForLater,
  type OutboxKind,
  type QueuedNotice,
  type QueuedOutcome,
} from '../../offline/outbox/keep-for-later.ts'
import { createIdempotencyKeys, functionUrl, type Refusal, submitJson } from './client.ts'

export type { Refusal }

/** Where a form's submissions go and what the outbox says of one that lands while the form is gone. */
export interface SubmissionTarget {
  kind: OutboxKind
  /** The function's route, such as `/api/support`. */
  path: string
  /** A notice's words when a submission kept offline lands while its form is no longer open (a reference follows). */
  sentText: { title: string; text: string }
}

export interface SubmissionHandlers {
  /** The function took it: `reference` is the number to quote, when the function gives one (a support ticket). */
  onSent: (landed: { reference?: string }) => void
  /** It did not land: the form shows the failure and the field messages (`refusedFields`). */
  onRefused: (refusal: Refusal) => void
}

export interface Submission {
  /** Sends `body` (ignored while one is on its way). */
  send: (body: unknown) => Promise<void>
  sending: boolean
  /** The outbox's words while the submission waits on the phone. */
  queued: QueuedNotice | null
  /** Hides the outbox's words (the submission still waits and its outcome still comes). */
  dismissQueued: () => void
}

/** The funnel event of each form's send (the function counts the accepted submission itself). */
const SENT_EVENT = {
  'wait-list': 'waitlist_submit',
  comment: 'comment_sent',
  support: 'ticket_sent',
} as const

export function useSubmission(target: SubmissionTarget, handlers: SubmissionHandlers): Submission {
  const { language, words } = useFormWords()
  const [sending, setSending] = useState(false)
  const [queued, setQueued] = useState<QueuedNotice | null>(null)
  const keys = useRef(createIdempotencyKeys())
  const inFlight = useRef(false)
  // An outcome from the outbox may come many renders later: it goes to the form's handlers as they are then.
  const latest = useRef(handlers)
  latest.current = handlers

  const sent = (reference?: string) => {
    keys.current.reset()
    setQueued(null)
    latest.current.onSent(reference ? { reference } : {})
  }
  const refused = (refusal: Refusal) => {
    setQueued(null)
    latest.current.onRefused(refusal)
  }
  const afterQueue = (outcome: QueuedOutcome) => {
    if (outcome.state === 'sent') sent(outcome.reference)
    else refused({ kind: 'rejected', ...outcome.refusal })
  }

  const send = async (body: unknown) => {
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    track(SENT_EVENT[target.kind])
    const key = keys.current.keyFor(body)
    const result = await submitJson<{ reference?: unknown }>(target.path, body, key, language)
    inFlight.current = false
    setSending(false)
    if (result.ok) {
      const reference = result.body?.reference
      return sent(typeof reference === 'string' ? reference : undefined)
    }
    // The phone is offline: the submission waits on it and is sent when the signal returns.
    const notice =
      result.kind === 'network' &&
      !navigator.onLine &&
      (await keepForLater({
        kind: target.kind,
        url: `${functionUrl()}${target.path}`,
        body,
        idempotencyKey: key,
        language,
        sentText: target.sentText,
        ...(words?.outbox ? { outboxWords: words.outbox } : {}),
        onOutcome: afterQueue,
      }))
    if (notice) setQueued(notice)
    else refused(result)
  }

  return { send, sending, queued, dismissQueued: () => setQueued(null) }
}
