/**
 * `POST /api/support`: a visitor's support ticket, checked with the shared rules, stored privately
 * (`supportTicket.<id>`, status new) with the consent the visitor gave, and answered 201 with a reference number.
 * A filled honeypot gets the same answer so bots learn nothing, but the ticket is filed as spam.
 */

import { consentRecord } from '@escrova/schemas/consent'
import { CONVERSIONS } from '@escrova/schemas/insights'
import { privacyDueDate, ticketReference } from '@escrova/schemas/support'
import { Hono } from 'hono'
import type { AppEnv } from '../http/types.ts'
import { checkedSubmission } from '../middleware/submission.ts'
import type { Services } from '../services.ts'
import { checkTicket } from './validate.ts'

export function supportRoute(services: Services) {
  const { clock } = services
  const writer = services.createWriter()
  const route = new Hono<AppEnv>()

  route.post('/', checkedSubmission('support', checkTicket), async (c) => {
    const { id, key, checked: check } = c.get('submission')
    const reference = ticketReference(id)
    const receivedAt = clock()
    const ticket = check.value
    await writer.createIfNotExists({
      _id: `supportTicket.${id}`,
      _type: 'supportTicket',
      reference,
      status: check.honeypot ? 'spam' : 'new',
      receivedAt: receivedAt.toISOString(),
      name: ticket.name,
      email: ticket.email,
      topic: ticket.topic,
      ...(ticket.privacyRequest
        ? { privacyRequest: ticket.privacyRequest, dueAt: privacyDueDate(receivedAt).toISOString() }
        : {}),
      message: ticket.message,
      consent: ticket.consent,
      consentRecord: await consentRecord(c.get('formMessages').support.consentLabel, receivedAt),
      ...(key ? { idempotencyKey: key } : {}),
    })
    c.get('log').info('support ticket stored', { ticketId: id, spam: check.honeypot })
    if (!check.honeypot)
      services.insights?.recordConversion(c, CONVERSIONS.ticket, id, { prop: ticket.topic })
    return c.json({ reference, status: 'received' as const }, 201)
  })

  return route
}
