/**
 * The beta wait-list: options, limits, validation rules and messages (docs/product-rules.md#entities and #validation), and the spreadsheet row
 * (docs/product-rules.md#calls). The site form, the submissions function and the Studio schema all import this one module.
 */
import { isLongerThan } from './characters.ts'
import { neutraliseFormula } from './csv.ts'
import { isValidEmail } from './email.ts'
import { WAIT_LIST_LIMITS } from './form-limits.ts'
import { waitList } from './form-messages/compiled/en.ts'
import type { FormMessages } from './form-messages/index.ts'

export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const

export const KEY_NEEDS = [
  'Escrow Service',
  'Online Selling',
  'Freelance Payments',
  'Business Transactions',
  'Secure Transactions',
  'Other',
] as const

export const PLATFORMS = ['iOS', 'Android', 'Web', 'Desktop'] as const

/**
 * Each key need's label in the forms' catalogue (`form-messages/en.ts`, `waitList`): the value sent and stored stays
 * the English option, whatever language the visitor read it in.
 */
export const KEY_NEED_LABELS = {
  'Escrow Service': 'keyNeedEscrowService',
  'Online Selling': 'keyNeedOnlineSelling',
  'Freelance Payments': 'keyNeedFreelancePayments',
  'Business Transactions': 'keyNeedBusinessTransactions',
  'Secure Transactions': 'keyNeedSecureTransactions',
  Other: 'keyNeedOther',
} as const satisfies Record<(typeof KEY_NEEDS)[number], string>

export const REVIEW_STATUSES = ['new', 'reviewing', 'selected', 'declined'] as const
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const

export type NigerianState = (typeof NIGERIAN_STATES)[number]
export type KeyNeed = (typeof KEY_NEEDS)[number]
export type Platform = (typeof PLATFORMS)[number]
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export { WAIT_LIST_LIMITS }

/** The rules' messages in one language (`form-messages/`); English unless a caller passes another. */
export type WaitListMessages = Pick<
  FormMessages['waitList'],
  | 'fullNameRequired'
  | 'fullNameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'locationRequired'
  | 'keyNeedsRequired'
  | 'otherNeedRequired'
  | 'otherNeedTooLong'
  | 'platformsRequired'
  | 'consentRequired'
>

export const WAIT_LIST_MESSAGES: WaitListMessages = {
  fullNameRequired: waitList.fullNameRequired,
  fullNameTooLong: waitList.fullNameTooLong,
  emailRequired: waitList.emailRequired,
  emailInvalid: waitList.emailInvalid,
  phoneRequired: waitList.phoneRequired,
  phoneInvalid: waitList.phoneInvalid,
  locationRequired: waitList.locationRequired,
  keyNeedsRequired: waitList.keyNeedsRequired,
  otherNeedRequired: waitList.otherNeedRequired,
  otherNeedTooLong: waitList.otherNeedTooLong,
  platformsRequired: waitList.platformsRequired,
  consentRequired: waitList.consentRequired,
}

export const CONSENT_LABEL = waitList.consentLabel

export interface WaitListApplicationInput {
  fullName: string
  email: string
  phone: string
  location: string
  keyNeeds: string[]
  otherNeed: string
  platforms: string[]
  consent: boolean
}

export type WaitListField = keyof WaitListApplicationInput
export type FieldErrors = Partial<Record<WaitListField, string>>

export const STEP_1_FIELDS = [
  'fullName',
  'email',
  'phone',
  'location',
] as const satisfies readonly WaitListField[]
export const STEP_2_FIELDS = [
  'keyNeeds',
  'otherNeed',
  'platforms',
  'consent',
] as const satisfies readonly WaitListField[]

// Digits with the separators people type in Nigerian numbers: +234 803 123 4567, (0803) 123-4567.
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,30}$/

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value)
}

export { isValidEmail }

export function emptyApplication(): WaitListApplicationInput {
  return {
    fullName: '',
    email: '',
    phone: '',
    location: '',
    keyNeeds: [],
    otherNeed: '',
    platforms: [],
    consent: false,
  }
}

/** One field's value as the form holds it: anything missing or mistyped reads as the empty form's value. */
export function coerceField<F extends WaitListField>(field: F, value: unknown): WaitListApplicationInput[F] {
  const fallback = emptyApplication()[field]
  if (typeof fallback === 'string')
    return (typeof value === 'string' ? value : '') as WaitListApplicationInput[F]
  if (Array.isArray(fallback)) {
    const items = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
    return items as WaitListApplicationInput[F]
  }
  return (value === true) as WaitListApplicationInput[F]
}

/**
 * The form's view of a stored application (generated schema type or raw JSON): missing or mistyped fields read as
 * the empty form's values. The Studio's field checks and the function's corrections and sheet rows all read it.
 */
export function applicationFromDocument(document: object | undefined): WaitListApplicationInput {
  const stored = (document ?? {}) as Record<string, unknown>
  const application = emptyApplication()
  for (const field of Object.keys(application) as WaitListField[]) {
    Object.assign(application, { [field]: coerceField(field, stored[field]) })
  }
  return application
}

/** Step 1 (basic information): the checks that gate the Next button. */
export function validateStep1(
  values: WaitListApplicationInput,
  messages: WaitListMessages = WAIT_LIST_MESSAGES,
): FieldErrors {
  const errors: FieldErrors = {}
  const fullName = values.fullName.trim()
  const email = values.email.trim()
  const phone = values.phone.trim()
  const location = values.location.trim()

  if (!fullName) errors.fullName = messages.fullNameRequired
  else if (isLongerThan(fullName, WAIT_LIST_LIMITS.fullName)) errors.fullName = messages.fullNameTooLong

  if (!email) errors.email = messages.emailRequired
  else if (!isValidEmail(email)) errors.email = messages.emailInvalid

  if (!phone) errors.phone = messages.phoneRequired
  else if (!isValidPhone(phone)) errors.phone = messages.phoneInvalid

  if (!location || !(NIGERIAN_STATES as readonly string[]).includes(location)) {
    errors.location = messages.locationRequired
  }
  return errors
}

/** Step 2 (needs, platforms, consent): checked on submit. */
export function validateStep2(
  values: WaitListApplicationInput,
  messages: WaitListMessages = WAIT_LIST_MESSAGES,
): FieldErrors {
  const errors: FieldErrors = {}
  const needs = values.keyNeeds.filter((need) => (KEY_NEEDS as readonly string[]).includes(need))
  if (needs.length === 0 || needs.length !== values.keyNeeds.length) {
    errors.keyNeeds = messages.keyNeedsRequired
  }
  if (values.keyNeeds.includes('Other')) {
    const otherNeed = values.otherNeed.trim()
    if (!otherNeed) errors.otherNeed = messages.otherNeedRequired
    else if (isLongerThan(otherNeed, WAIT_LIST_LIMITS.otherNeed)) errors.otherNeed = messages.otherNeedTooLong
  }
  const platforms = values.platforms.filter((platform) => (PLATFORMS as readonly string[]).includes(platform))
  if (platforms.length === 0 || platforms.length !== values.platforms.length) {
    errors.platforms = messages.platformsRequired
  }
  if (values.consent !== true) errors.consent = messages.consentRequired
  return errors
}

export function validateApplication(
  values: WaitListApplicationInput,
  messages: WaitListMessages = WAIT_LIST_MESSAGES,
): FieldErrors {
  return { ...validateStep1(values, messages), ...validateStep2(values, messages) }
}

/** The stored, trimmed form of a valid application: duplicates dropped, otherNeed kept only with Other. */
export function normaliseApplication(values: WaitListApplicationInput): WaitListApplicationInput {
  const keyNeeds = KEY_NEEDS.filter((need) => values.keyNeeds.includes(need))
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    location: values.location.trim(),
    keyNeeds,
    otherNeed: keyNeeds.includes('Other') ? values.otherNeed.trim() : '',
    platforms: PLATFORMS.filter((platform) => values.platforms.includes(platform)),
    consent: values.consent === true,
  }
}

/** The spreadsheet body of docs/product-rules.md#calls, in column order. */
export const SPREADSHEET_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Location',
  'KeyNeeds',
  'OtherNeed',
  'Platforms',
  'Consent',
] as const

export type SpreadsheetColumn = (typeof SPREADSHEET_COLUMNS)[number]

export interface SpreadsheetRow {
  Name: string
  Email: string
  Phone: string
  Location: string
  KeyNeeds: string
  OtherNeed: string
  Platforms: string
  Consent: 'Yes' | 'No'
}

/** Visitors' free text is defused so the staff spreadsheet never runs it as a formula. */
export function toSpreadsheetRow(application: WaitListApplicationInput): SpreadsheetRow {
  return {
    Name: neutraliseFormula(application.fullName),
    Email: neutraliseFormula(application.email),
    Phone: neutraliseFormula(application.phone),
    Location: application.location,
    KeyNeeds: application.keyNeeds.join(', '),
    OtherNeed: neutraliseFormula(application.otherNeed),
    Platforms: application.platforms.join(', '),
    Consent: application.consent ? 'Yes' : 'No',
  }
}
