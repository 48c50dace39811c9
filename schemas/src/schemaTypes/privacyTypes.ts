import { auditLogEntry } from './documents/auditLogEntry'
import { privacySettings } from './documents/privacySettings'
import { sheetRowErasure } from './documents/sheetRowErasure'
import { supportTicket } from './documents/supportTicket'
import { consentRecordType } from './objects/consentRecord'

/**
 * Support and data-protection types: tickets, the audit log, privacy settings, spreadsheet rows still to erase, the
 * consent record.
 */
export const privacyTypes = [
  supportTicket,
  auditLogEntry,
  privacySettings,
  sheetRowErasure,
  consentRecordType,
]
