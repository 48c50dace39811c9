/**
 * Support tickets: topics, limits, validation rules and messages, the reference number and the privacy due date.
 * The site's ticket form, the submissions function (`POST /api/support`) and the Studio schema all import this one
 * module, so a ticket is judged by the same words everywhere.
 */
import { isLongerThan } from './characters.ts'
import { isValidEmail } from './email.ts'
import { SUPPORT_LIMITS } from './form-limits.ts'
import { support } from './form-messages/compiled/en.ts'
import type { FormMessages } from './form-messages/index.ts'

export const SUPPORT_TOPICS = ['general', 'account', 'dispute', 'privacy', 'other'] as const
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]

export const SUPPORT_TOPIC_TITLES: Record<SupportTopic, string> = {
  general: 'General question',
  account: 'My account',
  dispute: 'A dispute',
  privacy: 'A privacy request',
  other: 'Other',
}

/** The rights a person can exercise over their data; asked for only when the topic is a privacy request. */
export const PRIVACY_REQUESTS = ['access', 'correction', 'deletion', 'objection'] as const
export type PrivacyRequest = (typeof PRIVACY_REQUESTS)[number]

export const PRIVACY_REQUEST_TITLES: Record<PrivacyRequest, string> = {
  access: 'Access (a copy of my data)',
  correction: 'Correction',
  deletion: 'Deletion',
  objection: 'Objection to processing',
}

export const TICKET_STATUSES = ['new', 'inProgress', 'resolved', 'spam'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]

export const TICKET_STATUS_TITLES: Record<TicketStatus, string> = {
  new: 'New',
  inProgress: 'In progress',
  resolved: 'Resolved',
  spam: 'Spam',
}

/** A privacy request must be answered within this many days of receipt (Nigeria Data Protection Act 2023). */
export const PRIVACY_RESPONSE_DAYS = 30

export { SUPPORT_LIMITS }

/** The rules' and the form's messages in one language (`form-messages/`); English unless a caller passes another. */
export type SupportMessages = Pick<
  FormMessages['support'],
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'topicRequired'
  | 'privacyRequestRequired'
  | 'messageRequired'
  | 'messageTooLong'
  | 'consentRequired'
  | 'received'
  | 'sendFailed'
>

export const SUPPORT_MESSAGES: SupportMessages = {
  nameRequired: support.nameRequired,
  nameTooLong: support.nameTooLong,
  emailRequired: support.emailRequired,
  emailInvalid: support.emailInvalid,
  topicRequired: support.topicRequired,
  privacyRequestRequired: support.privacyRequestRequired,
  messageRequired: support.messageRequired,
  messageTooLong: support.messageTooLong,
  consentRequired: support.consentRequired,
  received: support.received,
  sendFailed: support.sendFailed,
}

export const SUPPORT_CONSENT_LABEL = support.consentLabel

export interface SupportTicketInput {
  name: string
  email: string
  topic: string
  /** Only with topic `privacy`; empty otherwise. */
  privacyRequest: string
  message: string
  consent: boolean
}

export type SupportField = keyof SupportTicketInput
export type SupportFieldErrors = Partial<Record<SupportField, string>>

export function emptyTicket(): SupportTicketInput {
  return { name: '', email: '', topic: '', privacyRequest: '', message: '', consent: false }
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

export function validateTicket(
  values: SupportTicketInput,
  messages: SupportMessages = SUPPORT_MESSAGES,
): SupportFieldErrors {
  const errors: SupportFieldErrors = {}
  const name = values.name.trim()
  const email = values.email.trim()
  const message = values.message.trim()

  if (!name) errors.name = messages.nameRequired
  else if (isLongerThan(name, SUPPORT_LIMITS.name)) errors.name = messages.nameTooLong

  if (!email) errors.email = messages.emailRequired
  else if (!isValidEmail(email)) errors.email = messages.emailInvalid

  if (!isOneOf(SUPPORT_TOPICS, values.topic)) errors.topic = messages.topicRequired
  else if (values.topic === 'privacy' && !isOneOf(PRIVACY_REQUESTS, values.privacyRequest)) {
    errors.privacyRequest = messages.privacyRequestRequired
  }

  if (!message) errors.message = messages.messageRequired
  else if (isLongerThan(message, SUPPORT_LIMITS.message)) errors.message = messages.messageTooLong

  if (values.consent !== true) errors.consent = messages.consentRequired
  return errors
}

/** The stored form of a valid ticket: trimmed, the privacy kind kept only for privacy requests. */
export function normaliseTicket(values: SupportTicketInput): SupportTicketInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    topic: values.topic,
    privacyRequest: values.topic === 'privacy' ? values.privacyRequest : '',
    message: values.message.trim(),
    consent: values.consent === true,
  }
}

/**
 * The number a visitor quotes: `ESC-` and eight characters of the ticket's id in groups of four, uppercase, with no
 * letters that read like digits. The id is already random (or derived from the idempotency key), so no counter is
 * needed and a retried submission gets the same reference.
 */
export function ticketReference(id: string): string {
  const hex = id
    .replace(/[^0-9a-f]/gi, '')
    .toUpperCase()
    .padEnd(8, '0')
  return `ESC-${hex.slice(0, 4)}-${hex.slice(4, 8)}`
}

/** When a privacy request is due: 30 days from receipt. */
export function privacyDueDate(receivedAt: Date | string): Date {
  const received = typeof receivedAt === 'string' ? new Date(receivedAt) : receivedAt
  return new Date(received.getTime() + PRIVACY_RESPONSE_DAYS * 24 * 60 * 60 * 1000)
}
