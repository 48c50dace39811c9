/**
 * Spam signals kept on every comment for moderators: the honeypot, the link count, and a salted hash of the client
 * (address + user agent) so repeat senders can be spotted without ever storing an IP address.
 */
import { COMMENT_LIMITS, countLinks } from '@escrova/schemas/comments'
import { hmacHex } from '../util/hash.ts'

export interface SpamSignals {
  honeypot: boolean
  linkCount: number
  clientHash: string
}

export async function spamSignals(
  text: string,
  honeypot: boolean,
  client: { address?: string; userAgent?: string },
  salt: string,
): Promise<SpamSignals> {
  const clientHash = (await hmacHex(salt, `${client.address ?? 'unknown'}|${client.userAgent ?? ''}`)).slice(
    0,
    32,
  )
  return { honeypot, linkCount: countLinks(text), clientHash }
}

export function isSpam(signals: SpamSignals): boolean {
  return signals.honeypot || signals.linkCount > COMMENT_LIMITS.maxLinks
}
