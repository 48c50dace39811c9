/**
 * Correcting one field of a held record. Only the person's own fields may be corrected, and the new value must pass
 * the same shared rule the form and the Studio use for that field, so a correction can never store what a visitor
 * could not have typed.
 */
import { type SupportField, validateTicket } from '@escrova/schemas/support'
import { applicationFromDocument, validateApplication, type WaitListField } from '@escrova/schemas/wait-list'

export const CORRECTABLE_FIELDS: Record<string, readonly string[]> = {
  waitListApplication: ['fullName', 'email', 'phone', 'location', 'otherNeed'],
  supportTicket: ['name', 'email', 'message'],
}

export function correctionProblem(
  document: Record<string, unknown> & { _type: string },
  field: string,
  value: string,
): string | undefined {
  if (document._type === 'waitListApplication') {
    const application = { ...applicationFromDocument(document), [field]: value }
    return validateApplication(application)[field as WaitListField]
  }
  if (document._type === 'supportTicket') {
    const text = (key: string) => (typeof document[key] === 'string' ? (document[key] as string) : '')
    const ticket = {
      name: text('name'),
      email: text('email'),
      topic: text('topic'),
      privacyRequest: text('privacyRequest'),
      message: text('message'),
      consent: document.consent === true,
      [field]: value,
    }
    return validateTicket(ticket)[field as SupportField] ?? undefined
  }
  return 'This record has no correctable fields.'
}
