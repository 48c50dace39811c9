/**
 * Webhook authenticity: `@sanity/webhook` checks the HMAC over the raw body text; it does not look at the
 * timestamp, so freshness and replay are checked here. A signature is refused when it is older than the tolerance
 * (5 minutes), dated in the future beyond the allowed skew, or was already seen in that window (`SeenKeys`: this
 * process's memory on Node, a Durable Object on Workers, where a replay may reach another isolate).
 */
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import type { WebhookConfig } from '../config.ts'
import { ApiError } from '../http/errors.ts'
import type { SeenKeys } from '../shared-state/seen-keys.ts'

export { SIGNATURE_HEADER_NAME }

const refuse = (code: string, message: string) => new ApiError(401, code, message)

export interface SignatureCheck {
  signature: string
  timestamp: number
}

export async function verifyWebhook(
  rawBody: string,
  header: string | undefined,
  secret: string | undefined,
  config: WebhookConfig,
  seen: SeenKeys,
  now: number,
): Promise<SignatureCheck> {
  if (!secret) throw refuse('webhook_not_configured', 'Webhooks are not configured on this function.')
  if (!header) throw refuse('missing_signature', `The ${SIGNATURE_HEADER_NAME} header is missing.`)
  let decoded: { timestamp: number; hashedPayload: string }
  try {
    decoded = decodeSignatureHeader(header)
  } catch {
    throw refuse('invalid_signature', 'The webhook signature is malformed.')
  }
  if (!Number.isFinite(decoded.timestamp) || !decoded.hashedPayload) {
    throw refuse('invalid_signature', 'The webhook signature is malformed.')
  }
  if (!(await isValidSignature(rawBody, header, secret))) {
    throw refuse('invalid_signature', 'The webhook signature does not match.')
  }
  if (now - decoded.timestamp > config.toleranceMs) {
    throw refuse('stale_signature', 'The webhook signature has expired.')
  }
  if (decoded.timestamp - now > config.futureSkewMs) {
    throw refuse('stale_signature', 'The webhook signature is dated in the future.')
  }
  // Remembered for as long as the signature could pass the age check; shared by every isolate on Workers.
  const expiresAt = decoded.timestamp + config.toleranceMs + config.futureSkewMs
  if (!(await seen.firstSighting(`signature:${decoded.hashedPayload}`, expiresAt, now))) {
    throw refuse('replayed_signature', 'This webhook delivery was already received.')
  }
  return { signature: decoded.hashedPayload, timestamp: decoded.timestamp }
}
