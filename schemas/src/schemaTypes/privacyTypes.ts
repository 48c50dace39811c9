import { auditLogEntry } from './documents/auditLogEntry'
import { commentContact } from './documents/commentContact'
import { privacySettings } from './documents/privacySettings'
import { sheetRowErasure } from './documents/sheetRowErasure'
import { supportTicket } from './documents/supportTicket'
import { consentRecordType } from './objects/consentRecord'

/**
 * Support and data-protection types: tickets, the audit log, privacy settings, spreadsheet rows still to erase, who wrote
 * a comment (a keyed hash), the consent record.
 */
export const privacyTypes = [
  supportTicket,
  auditLogEntry,
  privacySettings,
  sheetRowErasure,
  commentContact,
  consentRecordType,
]
