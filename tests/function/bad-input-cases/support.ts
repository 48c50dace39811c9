/** Bad support tickets: missing fields, the shared rules, wrong types, sizes, hostile text and keys. */
import { SUPPORT_MESSAGES as S } from '@escrova/schemas/support'
import { validTicket as ticket } from '../harness.ts'
import {
  type Case,
  CONTROL,
  MALFORMED,
  NOT_BOOLEAN,
  NOT_TEXT,
  spliced,
  UNKNOWN,
  validationFailed,
} from './shared.ts'

const bad = (name: string, body: unknown, fields: Record<string, string>) =>
  validationFailed('/api/support', `support: ${name}`, body, fields)

export const supportCases: Case[] = [
  bad(
    'empty object',
    {},
    {
      name: S.nameRequired,
      email: S.emailRequired,
      topic: S.topicRequired,
      message: S.messageRequired,
      consent: S.consentRequired,
    },
  ),
  bad('name only spaces', ticket({ name: '   ' }), { name: S.nameRequired }),
  bad('name of 500 characters', ticket({ name: 'N'.repeat(500) }), { name: S.nameTooLong }),
  bad('email malformed', ticket({ email: 'ngozi@example' }), { email: S.emailInvalid }),
  bad('topic not an option', ticket({ topic: 'refund-now' }), { topic: S.topicRequired }),
  bad('privacy request kind missing', ticket({ privacyRequest: '' }), {
    privacyRequest: S.privacyRequestRequired,
  }),
  bad('privacy request kind not an option', ticket({ privacyRequest: 'sell-my-data' }), {
    privacyRequest: S.privacyRequestRequired,
  }),
  bad('message only spaces', ticket({ message: ' \n ' }), { message: S.messageRequired }),
  bad('message of 6,000 characters', ticket({ message: 'm'.repeat(6000) }), { message: S.messageTooLong }),
  bad('consent false', ticket({ consent: false }), { consent: S.consentRequired }),
  bad('consent as the string "true"', ticket({ consent: 'true' }), { consent: NOT_BOOLEAN }),
  bad('topic a number', ticket({ topic: 3 }), { topic: NOT_TEXT }),
  bad('honeypot an object', ticket({ website: { url: 'x' } }), { website: NOT_TEXT }),
  bad('null byte in message', ticket({ message: 'Hello\u0000there' }), { message: CONTROL }),
  bad('line break in name', ticket({ name: 'Ngozi\nEze' }), { name: CONTROL }),
  bad('lone surrogate in name', spliced(ticket({ name: undefined }), '"name":"Ngozi \\udc00"'), {
    name: MALFORMED,
  }),
  bad('unknown field (status)', ticket({ status: 'resolved' }), { status: UNKNOWN }),
  bad('__proto__ key', spliced(ticket(), '"__proto__":{"isAdmin":true}'), { ['__proto__']: UNKNOWN }),
  {
    name: 'support: body that is not JSON',
    path: '/api/support',
    body: 'name=Ngozi&email=ngozi@example.com',
    status: 400,
    code: 'invalid_json',
  },
]
