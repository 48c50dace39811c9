/**
 * Webhook authenticity: `@sanity/webhook` checks the HMAC over the raw body text; it does not look at the
 * timestamp, so freshness and replay are checked here. A signature is refused when it is older than the tolerance
 * (5 minutes), dated in the future beyond the allowed skew, or was already seen in that window.
 */
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import type { WebhookConfig } from '../config.ts'
import { ApiError } from '../http/errors.ts'

export { SIGNATURE_HEADER_NAME }

const refuse = (code: string, message: string) => new ApiError(401, code, message)

/** Remembers keys until they expire; pruned as it goes, so it holds one window's worth at most. */
export class ExpiringSet {
  private readonly entries = new Map<string, number>()

  has(key: string, now: number): boolean {
    const expires = this.entries.get(key)
    return expires !== undefined && expires > now
  }

  add(key: string, expiresAt: number, now: number): void {
    if (this.entries.size > 1_000) for (const [k, e] of this.entries) if (e <= now) this.entries.delete(k)
    this.entries.set(key, expiresAt)
  }
}

export interface SignatureCheck {
  signature: string
  timestamp: number
}

export async function verifyWebhook(
  rawBody: string,
  header: string | undefined,
  secret: string | undefined,
  config: WebhookConfig,
  seen: ExpiringSet,
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
  if (seen.has(decoded.hashedPayload, now)) {
    throw refuse('replayed_signature', 'This webhook delivery was already received.')
  }
  seen.add(decoded.hashedPayload, decoded.timestamp + config.toleranceMs + config.futureSkewMs, now)
  return { signature: decoded.hashedPayload, timestamp: decoded.timestamp }
}
