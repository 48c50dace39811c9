/**
 * What readers see of the numbers in an approved comment: phone and account numbers keep their first digits and
 * separators, the rest become `*` ("0803 *** ****"), so a moderator's approval never publishes a scammer's line:
 * approving writes the masked name, text and flags into the published comment (`maskedForPublishing`), which is
 * what the public API serves; the site masks again when it shows comments approved before that rule.
 */
import { findScamMatches, type ScamMatch } from './detect.ts'
import type { ScamFlag } from './reasons.ts'

// Digits left visible: a local mobile's 0803, a country code with the network code (+234 803), a bank's first three.
function visibleDigits(match: ScamMatch): number {
  if (match.reason === 'accountNumber') return 3
  return /^\+|^\(?234/.test(match.match) ? 6 : 4
}

function maskNumber(match: ScamMatch): string {
  let shown = 0
  const keep = visibleDigits(match)
  return match.match.replace(/\d/g, (digit) => (shown++ < keep ? digit : '*'))
}

export function maskContactNumbers(text: string): string {
  const numbers = findScamMatches(text, 'text').filter(
    (match) => match.reason === 'phoneNumber' || match.reason === 'accountNumber',
  )
  let masked = ''
  let from = 0
  for (const match of numbers) {
    if (match.start < from) continue
    masked += text.slice(from, match.start) + maskNumber(match)
    from = match.end
  }
  return masked + text.slice(from)
}

export interface PublishableComment {
  name?: string
  text?: string
  spamSignals?: { scamFlags?: Array<ScamFlag & { _key?: string; _type?: string }> }
}

/**
 * The fields approving sets on a comment before it is published: name and text with their numbers masked, and the
 * scam flags kept (the moderator's evidence stays on the document) with their matches masked the same way. The
 * original words stay in the lake's history, which only staff can read.
 */
export function maskedForPublishing(comment: PublishableComment): Record<string, unknown> {
  const set: Record<string, unknown> = {}
  if (typeof comment.name === 'string') set.name = maskContactNumbers(comment.name)
  if (typeof comment.text === 'string') set.text = maskContactNumbers(comment.text)
  const flags = comment.spamSignals?.scamFlags
  if (Array.isArray(flags)) {
    set['spamSignals.scamFlags'] = flags.map((flag) => ({ ...flag, match: maskContactNumbers(flag.match) }))
  }
  return set
}
