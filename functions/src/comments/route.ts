/**
 * `POST /api/comments`: a visitor's comment or reply becomes a private draft (`drafts.comment-<id>`) awaiting
 * moderation. Spam (filled honeypot, too many links) gets the same 201 so bots learn nothing, but is filed as spam.
 * Scam patterns (numbers, messaging links, wallets, support claims) stay pending, with their flags for the moderator.
 * Only a post the site shows takes comments: any other answers 404 and nothing is stored. The e-mail the form asks for
 * is never stored: only its keyed hash, in a private record beside the comment, so a data-rights request finds the
 * person's comments (`privacy/records.ts`).
 */
import { isSpam } from '@escrova/schemas/comments'
import { consentRecord } from '@escrova/schemas/consent'
import { commentContactIdOf, draftIdOf } from '@escrova/schemas/ids'
import { CONVERSIONS } from '@escrova/schemas/insights'
import { COMMENT_CONTACT_TYPE } from '@escrova/schemas/privacy'
import { Hono } from 'hono'
import { DEFAULTS } from '../config.ts'
import { validationFailed } from '../http/errors.ts'
import type { AppEnv } from '../http/types.ts'
import { wordsOf } from '../http/words.ts'
import { checkedSubmission } from '../middleware/submission.ts'
import { subjectHashOf } from '../privacy/audit.ts'
import type { Services } from '../services.ts'
import { createReferenceLookup } from './references.ts'
import { spamSignals } from './spam.ts'
import { checkComment, postNotFound } from './validate.ts'

export function commentsRoute(services: Services) {
  const { client, clock } = services
  const lookUp = createReferenceLookup(client, services.deps.postCacheMs ?? DEFAULTS.postCacheMs, clock)
  const writer = services.createWriter()
  const route = new Hono<AppEnv>()

  route.post('/', checkedSubmission('comment', checkComment), async (c) => {
    const { id: suffix, checked } = c.get('submission')
    const input = checked.value

    const references = await lookUp(input.post, input.parent)
    const messages = wordsOf(c)
    if (!references.postId) throw postNotFound(messages)
    if (input.parent && (!references.parentId || !references.parentOnSamePost)) {
      throw validationFailed({ parent: messages.comment.parentUnknown }, messages.common.fieldsNeedAttention)
    }

    const signals = await spamSignals(
      { name: input.name, text: input.text },
      input.honeypot,
      { address: services.clientAddress(c), userAgent: c.req.header('user-agent') },
      services.clientHashSalt,
    )
    const id = `comment-${suffix}`
    const receivedAt = clock()
    const status = isSpam(signals) ? 'spam' : 'pending'
    // The form's e-mail is optional: without one, a request finds the comment by the name given.
    const contact = input.email
      ? writer.createIfNotExists({
          _id: commentContactIdOf(id),
          _type: COMMENT_CONTACT_TYPE,
          commentId: id,
          emailHash: await subjectHashOf(services.auditHashSecret, input.email),
        })
      : undefined
    const comment = writer.createIfNotExists({
      _id: draftIdOf(id),
      _type: 'comment',
      post: { _type: 'reference', _ref: references.postId as string, _weak: true },
      ...(references.parentId
        ? { parent: { _type: 'reference', _ref: references.parentId, _weak: true } }
        : {}),
      name: input.name,
      text: input.text,
      createdAt: receivedAt.toISOString(),
      moderationStatus: status,
      // Filed as spam on arrival: the function's decision, from which retention counts.
      ...(status === 'spam' ? { decidedAt: receivedAt.toISOString() } : {}),
      consentRecord: await consentRecord(c.get('formMessages').comment.consentLabel, receivedAt),
      spamSignals: signals,
    })
    await Promise.all([contact, comment])
    c.get('log').info('comment stored', { commentId: id, moderationStatus: status })
    if (status !== 'spam')
      services.insights?.recordConversion(c, CONVERSIONS.comment, id, { prop: input.post })
    return c.json({ id, status: 'pending' as const }, 201)
  })

  return route
}
