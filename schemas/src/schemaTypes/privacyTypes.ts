import { auditLogEntry } from './documents/auditLogEntry'
import { privacySettings } from './documents/privacySettings'
import { supportTicket } from './documents/supportTicket'
import { consentRecordType } from './objects/consentRecord'

/** Support and data-protection types: tickets, the audit log, privacy settings, the consent record. */
export const privacyTypes = [supportTicket, auditLogEntry, privacySettings, consentRecordType]
