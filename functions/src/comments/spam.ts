/**
 * Spam signals kept on every comment for moderators: the honeypot, the link count, the scam patterns found in the
 * name and text (`@escrova/schemas/scams/detect`), and a salted hash of the client (address + user agent) so repeat
 * senders can be spotted without ever storing an IP address.
 */
import { countLinks } from '@escrova/schemas/comments'
import { scamFlags } from '@escrova/schemas/scams/detect'
import type { ScamFlag } from '@escrova/schemas/scams/reasons'
import { hmacHex } from '../util/hash.ts'

export interface SpamSignals {
  honeypot: boolean
  linkCount: number
  /** Array items carry a `_key`, as Sanity's editor needs to address them. */
  scamFlags: Array<ScamFlag & { _key: string; _type: 'scamFlag' }>
  clientHash: string
}

export async function spamSignals(
  comment: { name: string; text: string },
  honeypot: boolean,
  client: { address?: string; userAgent?: string },
  salt: string,
): Promise<SpamSignals> {
  const clientHash = (await hmacHex(salt, `${client.address ?? 'unknown'}|${client.userAgent ?? ''}`)).slice(
    0,
    32,
  )
  return {
    honeypot,
    linkCount: countLinks(comment.text),
    scamFlags: scamFlags(comment).map((flag, index) => ({
      _key: `flag${index}`,
      _type: 'scamFlag',
      ...flag,
    })),
    clientHash,
  }
}
