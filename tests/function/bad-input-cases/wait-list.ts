/** Bad wait-list submissions: missing fields, docs/product-rules.md#validation rules, wrong types, sizes, hostile text and keys. */
import { WAIT_LIST_MESSAGES as W } from '@escrova/schemas/wait-list'
import {
  app,
  type Case,
  CONTROL,
  MALFORMED,
  NOT_BOOLEAN,
  NOT_LIST,
  NOT_TEXT,
  spliced,
  UNKNOWN,
  validationFailed,
} from './shared.ts'

export const waitListCases: Case[] = [
  // Wait-list: missing fields and the docs/product-rules.md#validation rules.
  validationFailed(
    '/api/wait-list',
    'wait-list: empty object',
    {},
    {
      fullName: W.fullNameRequired,
      email: W.emailRequired,
      phone: W.phoneRequired,
      location: W.locationRequired,
      keyNeeds: W.keyNeedsRequired,
      platforms: W.platformsRequired,
      consent: W.consentRequired,
    },
  ),
  validationFailed(
    '/api/wait-list',
    'wait-list: fullName missing',
    { ...app(), fullName: undefined },
    { fullName: W.fullNameRequired },
  ),
  validationFailed('/api/wait-list', 'wait-list: fullName only spaces', app({ fullName: '    ' }), {
    fullName: W.fullNameRequired,
  }),
  validationFailed('/api/wait-list', 'wait-list: email missing', app({ email: '' }), {
    email: W.emailRequired,
  }),
  validationFailed('/api/wait-list', 'wait-list: email malformed', app({ email: 'ada@example' }), {
    email: W.emailInvalid,
  }),
  validationFailed('/api/wait-list', 'wait-list: phone missing', app({ phone: null }), {
    phone: W.phoneRequired,
  }),
  validationFailed('/api/wait-list', 'wait-list: phone is words', app({ phone: 'call me maybe' }), {
    phone: W.phoneInvalid,
  }),
  validationFailed('/api/wait-list', 'wait-list: location not a state', app({ location: 'Atlantis' }), {
    location: W.locationRequired,
  }),
  validationFailed('/api/wait-list', 'wait-list: no key need', app({ keyNeeds: [] }), {
    keyNeeds: W.keyNeedsRequired,
  }),
  validationFailed(
    '/api/wait-list',
    'wait-list: key need not an option',
    app({ keyNeeds: ['Crypto Trading'] }),
    { keyNeeds: W.keyNeedsRequired },
  ),
  validationFailed(
    '/api/wait-list',
    'wait-list: Other without otherNeed',
    app({ keyNeeds: ['Other'], otherNeed: ' ' }),
    { otherNeed: W.otherNeedRequired },
  ),
  validationFailed(
    '/api/wait-list',
    'wait-list: platform not an option',
    app({ platforms: ['PlayStation'] }),
    { platforms: W.platformsRequired },
  ),
  validationFailed('/api/wait-list', 'wait-list: consent false', app({ consent: false }), {
    consent: W.consentRequired,
  }),
  // Wait-list: wrong types.
  validationFailed('/api/wait-list', 'wait-list: consent as the string "yes"', app({ consent: 'yes' }), {
    consent: NOT_BOOLEAN,
  }),
  validationFailed('/api/wait-list', 'wait-list: fullName a number', app({ fullName: 42 }), {
    fullName: NOT_TEXT,
  }),
  validationFailed('/api/wait-list', 'wait-list: email an object', app({ email: { address: 'a@b.co' } }), {
    email: NOT_TEXT,
  }),
  validationFailed('/api/wait-list', 'wait-list: keyNeeds a string', app({ keyNeeds: 'Escrow Service' }), {
    keyNeeds: NOT_LIST,
  }),
  validationFailed('/api/wait-list', 'wait-list: keyNeeds numbers', app({ keyNeeds: [1, 2] }), {
    keyNeeds: NOT_LIST,
  }),
  validationFailed('/api/wait-list', 'wait-list: platforms an object', app({ platforms: { web: true } }), {
    platforms: NOT_LIST,
  }),
  validationFailed(
    '/api/wait-list',
    'wait-list: nested arrays 2,000 deep',
    spliced(app({ keyNeeds: undefined }), `"keyNeeds":${'['.repeat(2000)}${']'.repeat(2000)}`),
    { keyNeeds: NOT_LIST },
  ),
  // Wait-list: sizes.
  validationFailed(
    '/api/wait-list',
    'wait-list: fullName of 5,000 characters',
    app({ fullName: 'A'.repeat(5000) }),
    { fullName: W.fullNameTooLong },
  ),
  validationFailed(
    '/api/wait-list',
    'wait-list: otherNeed of 600 characters',
    app({ keyNeeds: ['Other'], otherNeed: 'x'.repeat(600) }),
    { otherNeed: W.otherNeedTooLong },
  ),
  validationFailed(
    '/api/wait-list',
    'wait-list: 50 repeated valid key needs',
    app({ keyNeeds: Array(50).fill('Other'), otherNeed: 'x' }),
    { keyNeeds: NOT_LIST },
  ),
  {
    name: 'wait-list: keyNeeds with 10,000 elements',
    path: '/api/wait-list',
    body: app({ keyNeeds: Array(10_000).fill('Web') }),
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: 'wait-list: platforms with 10,000 numbers',
    path: '/api/wait-list',
    body: app({ platforms: Array(10_000).fill(0) }),
    status: 413,
    code: 'payload_too_large',
  },
  // Wait-list: hostile text and keys.
  validationFailed(
    '/api/wait-list',
    'wait-list: null byte in fullName',
    app({ fullName: 'Ada\u0000Okafor' }),
    { fullName: CONTROL },
  ),
  validationFailed('/api/wait-list', 'wait-list: bell character in phone', app({ phone: '0803\u0007123' }), {
    phone: CONTROL,
  }),
  validationFailed(
    '/api/wait-list',
    'wait-list: lone surrogate in fullName',
    spliced(app({ fullName: undefined }), '"fullName":"Ada \\ud800"'),
    { fullName: MALFORMED },
  ),
  validationFailed(
    '/api/wait-list',
    'wait-list: unknown field (reviewStatus)',
    app({ reviewStatus: 'selected' }),
    { reviewStatus: UNKNOWN },
  ),
  validationFailed(
    '/api/wait-list',
    'wait-list: __proto__ key',
    spliced(app(), '"__proto__":{"isAdmin":true}'),
    { ['__proto__']: UNKNOWN },
  ),
  validationFailed(
    '/api/wait-list',
    'wait-list: constructor key',
    spliced(app(), '"constructor":{"prototype":{"x":1}}'),
    { constructor: UNKNOWN },
  ),
  {
    name: 'wait-list: idempotency key with spaces',
    path: '/api/wait-list',
    body: app(),
    headers: { 'idempotency-key': 'not a key' },
    status: 400,
    code: 'invalid_idempotency_key',
    fields: { idempotencyKey: 'Use 8 to 128 letters, digits, dots, dashes, colons or underscores.' },
  },
]
