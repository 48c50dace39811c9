/** Bad comments: references, bounds, types, control characters, self-approval. */
import { COMMENT_LIMITS } from '@escrova/schemas/comments'
import {
  C,
  type Case,
  CONTROL,
  comment,
  NOT_BOOLEAN,
  NOT_TEXT,
  POST_UNKNOWN,
  spliced,
  UNKNOWN,
  validationFailed,
} from './shared.ts'

export const commentCases: Case[] = [
  // Comments.
  validationFailed(
    '/api/comments',
    'comment: post missing',
    { ...comment(), post: undefined },
    { post: 'Choose the post to comment on.' },
  ),
  validationFailed('/api/comments', 'comment: post a number', comment({ post: 7 }), { post: NOT_TEXT }),
  validationFailed(
    '/api/comments',
    'comment: post given as a draft path',
    comment({ post: 'drafts.post-fn-escrow-basics' }),
    { post: POST_UNKNOWN },
  ),
  validationFailed(
    '/api/comments',
    'comment: post slug with a GROQ injection attempt',
    comment({ post: '" || true || "' }),
    { post: POST_UNKNOWN },
  ),
  validationFailed(
    '/api/comments',
    'comment: name missing',
    { ...comment(), name: undefined },
    { name: C.nameRequired },
  ),
  validationFailed('/api/comments', 'comment: text only whitespace', comment({ text: ' \n\t ' }), {
    text: C.textRequired,
  }),
  validationFailed(
    '/api/comments',
    'comment: name too long',
    comment({ name: 'N'.repeat(COMMENT_LIMITS.name + 1) }),
    { name: C.nameTooLong },
  ),
  validationFailed(
    '/api/comments',
    'comment: text too long',
    comment({ text: 't'.repeat(COMMENT_LIMITS.text + 1) }),
    { text: C.textTooLong },
  ),
  validationFailed('/api/comments', 'comment: email malformed', comment({ email: 'tunde@@example.com' }), {
    email: C.emailInvalid,
  }),
  validationFailed('/api/comments', 'comment: email a number', comment({ email: 12345 }), {
    email: NOT_TEXT,
  }),
  validationFailed('/api/comments', 'comment: text an array', comment({ text: ['a', 'b'] }), {
    text: NOT_TEXT,
  }),
  validationFailed('/api/comments', 'comment: parent a number', comment({ parent: 1 }), { parent: NOT_TEXT }),
  validationFailed('/api/comments', 'comment: honeypot an array', comment({ website: ['x'] }), {
    website: NOT_TEXT,
  }),
  validationFailed('/api/comments', 'comment: null byte in text', comment({ text: 'hello\u0000world' }), {
    text: CONTROL,
  }),
  validationFailed('/api/comments', 'comment: line break in name', comment({ name: 'Tunde\nAdmin' }), {
    name: CONTROL,
  }),
  validationFailed(
    '/api/comments',
    'comment: self-approval attempt',
    comment({ moderationStatus: 'approved' }),
    { moderationStatus: UNKNOWN },
  ),
  validationFailed('/api/comments', 'comment: consent box not ticked', comment({ consent: false }), {
    consent: C.consentRequired,
  }),
  validationFailed(
    '/api/comments',
    'comment: consent missing',
    { ...comment(), consent: undefined },
    { consent: C.consentRequired },
  ),
  validationFailed('/api/comments', 'comment: consent as the string "true"', comment({ consent: 'true' }), {
    consent: NOT_BOOLEAN,
  }),
  validationFailed(
    '/api/comments',
    'comment: __proto__ key',
    spliced(comment(), '"__proto__":{"moderationStatus":"approved"}'),
    { ['__proto__']: UNKNOWN },
  ),
  {
    name: 'comment: text of 20,000 characters',
    path: '/api/comments',
    body: comment({ text: 'x'.repeat(20_000) }),
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: 'comment: 10,000-element array',
    path: '/api/comments',
    body: comment({ text: Array(10_000).fill('spam') }),
    status: 413,
    code: 'payload_too_large',
  },
]
