/**
 * What readers see of the numbers in an approved comment: phone and account numbers keep their first digits and
 * separators, the rest become `*` ("0803 *** ****"), so a moderator's approval never publishes a scammer's line.
 */
import { findScamMatches, type ScamMatch } from './detect.ts'

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
