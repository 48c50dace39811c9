/**
 * Finds what fake "support agents" leave under posts: phone and account numbers, WhatsApp/Telegram links, wallet
 * addresses, off-site links, claims to be the brand's support. The function stores the flags on the comment, the
 * Studio marks them for moderators, and the site masks the numbers of approved comments, all with these rules.
 */
import {
  ACCOUNT_PATTERN,
  CRYPTO_WALLET_PATTERN,
  isPhoneLength,
  LINK_PATTERN,
  MESSAGING_LINK_PATTERN,
  OWN_HOSTS,
  PHONE_PATTERN,
  SUPPORT_NAME_PATTERN,
  SUPPORT_TEXT_PATTERN,
} from './patterns.ts'
import type { ScamFlag, ScamReason, ScannedField } from './reasons.ts'

export interface ScamMatch {
  reason: ScamReason
  match: string
  start: number
  end: number
}

function matchesOf(text: string, pattern: RegExp, reason: ScamReason): ScamMatch[] {
  return [...text.matchAll(pattern)].map((found) => ({
    reason,
    match: found[0],
    start: found.index,
    end: found.index + found[0].length,
  }))
}

const overlaps = (a: ScamMatch, b: ScamMatch) => a.start < b.end && b.start < a.end

function hostOf(link: string): string {
  const withScheme = /^https?:\/\//i.test(link) ? link : `http://${link}`
  try {
    return new URL(withScheme).hostname.toLowerCase()
  } catch {
    return ''
  }
}

function isOwnHost(host: string): boolean {
  return OWN_HOSTS.some((own) => host === own || host.endsWith(`.${own}`))
}

/** Every suspicious span of one field, in text order; a span counts once, under its most specific reason. */
export function findScamMatches(text: string, field: ScannedField): ScamMatch[] {
  const messaging = matchesOf(text, MESSAGING_LINK_PATTERN, 'messagingLink')
  const phones = matchesOf(text, PHONE_PATTERN, 'phoneNumber').filter((m) => isPhoneLength(m.match))
  const accounts = matchesOf(text, ACCOUNT_PATTERN, 'accountNumber').filter(
    (account) => !phones.some((phone) => overlaps(phone, account)),
  )
  const wallets = matchesOf(text, CRYPTO_WALLET_PATTERN, 'cryptoWallet')
  const links = matchesOf(text, LINK_PATTERN, 'offSiteLink').filter(
    (link) => !isOwnHost(hostOf(link.match)) && !messaging.some((other) => overlaps(other, link)),
  )
  const support = matchesOf(
    text,
    field === 'name' ? SUPPORT_NAME_PATTERN : SUPPORT_TEXT_PATTERN,
    'supportClaim',
  )
  return [...messaging, ...phones, ...accounts, ...wallets, ...links, ...support].sort(
    (a, b) => a.start - b.start || b.end - a.end,
  )
}

/** The flags stored on a comment: each reason and matched text once per field. */
export function scamFlags(comment: { name: string; text: string }): ScamFlag[] {
  const flags: ScamFlag[] = []
  const seen = new Set<string>()
  for (const field of ['name', 'text'] as const) {
    for (const { reason, match } of findScamMatches(comment[field], field)) {
      const key = `${field}|${reason}|${match}`
      if (seen.has(key)) continue
      seen.add(key)
      flags.push({ reason, field, match })
    }
  }
  return flags
}
