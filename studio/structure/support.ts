import { PRIVACY_SETTINGS_ID, SHEET_ERASURE_TYPE } from '@escrova/schemas/privacy'
import { deskSectionsOf } from '@escrova/schemas/roles'
import { TICKET_STATUS_TITLES, type TicketStatus } from '@escrova/schemas/support'
import { CogIcon } from '@sanity/icons/Cog'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { LockIcon } from '@sanity/icons/Lock'
import { map } from 'rxjs'
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { NEW_TICKETS_QUERY } from '../lib/queries'

/** Types the Support desk reaches, so the root list does not show them a second time. */
export const SUPPORT_TYPES = ['supportTicket', 'auditLogEntry', 'privacySettings', SHEET_ERASURE_TYPE]

/**
 * Privacy requests carry a legal due date, others none; ordering by it first puts the earliest due (the overdue ones)
 * at the top, and GROQ sorts tickets without a due date after them, oldest first.
 */
const DUE_FIRST = [
  { field: 'dueAt', direction: 'asc' as const },
  { field: 'receivedAt', direction: 'asc' as const },
]

const ticketList = (S: StructureBuilder, id: string, title: string, filter: string) =>
  S.documentList()
    .id(id)
    .title(title)
    .schemaType('supportTicket')
    .filter(filter)
    .defaultOrdering(DUE_FIRST)
    // Tickets arrive through the contact form only.
    .initialValueTemplates([])

const statusItem = (S: StructureBuilder, status: TicketStatus, title: string) =>
  S.listItem()
    .id(`tickets-${status}`)
    .title(title)
    .schemaType('supportTicket')
    .icon(HelpCircleIcon)
    .child(ticketList(S, `tickets-${status}`, title, `_type == "supportTicket" && status == "${status}"`))

const readsAuditLog = (context: StructureResolverContext) =>
  deskSectionsOf(context.currentUser?.roles.map((role) => role.name) ?? []).has('auditLog')

export const supportDeskList = (S: StructureBuilder, context: StructureResolverContext, newCount: number) =>
  S.list()
    .id('support')
    .title('Support desk')
    .items([
      statusItem(S, 'new', `${TICKET_STATUS_TITLES.new} (${newCount})`),
      statusItem(S, 'inProgress', TICKET_STATUS_TITLES.inProgress),
      statusItem(S, 'resolved', TICKET_STATUS_TITLES.resolved),
      statusItem(S, 'spam', TICKET_STATUS_TITLES.spam),
      S.listItem()
        .id('tickets-privacy')
        .title('Privacy requests (by due date)')
        .schemaType('supportTicket')
        .child(
          ticketList(
            S,
            'tickets-privacy',
            'Privacy requests',
            '_type == "supportTicket" && topic == "privacy" && status in ["new", "inProgress"]',
          ),
        ),
      S.listItem()
        .id('sheet-erasures')
        .title('Spreadsheet rows to erase')
        .schemaType(SHEET_ERASURE_TYPE)
        .child(
          S.documentList()
            .id('sheet-erasures')
            .title('Spreadsheet rows to erase')
            .schemaType(SHEET_ERASURE_TYPE)
            .filter('_type == $type')
            .params({ type: SHEET_ERASURE_TYPE })
            // "failed" sorts before "pending": the rows to delete by hand come first.
            .defaultOrdering([
              { field: 'status', direction: 'asc' },
              { field: 'nextAttemptAt', direction: 'asc' },
            ])
            .initialValueTemplates([]),
        ),
      S.divider(),
      S.listItem()
        .id('privacy-settings')
        .title('Privacy settings')
        .icon(CogIcon)
        .child(S.document().schemaType('privacySettings').documentId(PRIVACY_SETTINGS_ID)),
      // The audit log is evidence about staff actions: administrators and the privacy officer alone see it.
      ...(readsAuditLog(context)
        ? [
            S.listItem()
              .id('audit-log')
              .title('Audit log')
              .icon(LockIcon)
              .child(
                S.documentList()
                  .id('audit-log')
                  .title('Audit log')
                  .schemaType('auditLogEntry')
                  .filter('_type == "auditLogEntry"')
                  .defaultOrdering([{ field: 'at', direction: 'desc' }])
                  .initialValueTemplates([]),
              ),
          ]
        : []),
    ])

/** Support desk: tickets by where they stand, the new ones' live count in the title, privacy requests by due date. */
export const supportItem = (S: StructureBuilder, context: StructureResolverContext) =>
  S.listItem()
    .id('support')
    .title('Support desk')
    .icon(HelpCircleIcon)
    .child(() =>
      context.documentStore
        .listenQuery(NEW_TICKETS_QUERY, {}, { perspective: 'raw', throttleTime: 500 })
        .pipe(map((rows) => supportDeskList(S, context, (rows as unknown[] | null)?.length ?? 0))),
    )
