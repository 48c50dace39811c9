/**
 * The patterns behind each scam reason. Hand-written: no maintained library knows Nigerian numbering (NUBAN account
 * numbers, 070/080/081/090/091 mobiles) together with messaging links and wallet formats, and the same rules must run
 * in the browser, the function (Node and Workers) and the Studio. Every pattern is global (`g`) for `matchAll`.
 */
import { BRAND_NAME } from '../settings.ts'

// One optional separator people type inside a number: a space, a dot or a hyphen.
const SEP = '[ .-]?'
// An account number stands alone: not glued to a word, a `+`, a currency sign (₦/$ amounts) or a longer grouped number.
const NUMBER_START = '(?<![\\w+₦$€£]|[\\d][ .-])'
const NUMBER_END = '(?![\\w]|[ .-]\\d)'
// A phone number only needs its digits to be its own: "0803 123 4567 2 times" is still a phone number.
const PHONE_START = '(?<![\\w+])'
const PHONE_END = '(?!\\d)'

/** Nigerian mobiles: 0 or +234/234, then 70x, 80x, 81x, 90x, 91x and seven digits, as typed (0803 123 4567). */
const NIGERIAN_MOBILE = `(?:\\+?\\(?234\\)?${SEP}\\(?0?|\\(?0)[789][01]\\d\\)?${SEP}(?:\\d${SEP}){6}\\d`

/** Any other international number: a `+`, a country code and 7 to 13 more digits. */
const INTERNATIONAL = `\\+\\(?[1-9]\\d{0,2}\\)?(?:${SEP}\\(?\\d{1,4}\\)?){2,5}`

export const PHONE_PATTERN = new RegExp(
  `${PHONE_START}(?:${NIGERIAN_MOBILE}|${INTERNATIONAL})${PHONE_END}`,
  'g',
)

/** An international match is a phone number only with 8 to 15 digits (E.164); shorter runs are ids or prices. */
export function isPhoneLength(match: string): boolean {
  const digits = match.replace(/\D/g, '').length
  return digits >= 8 && digits <= 15
}

/**
 * NUBAN account numbers: ten digits, together or in the groups people use (012 345 6789, 0123 456 789). Thousands
 * grouping (1 000 000 000) is not one of them, so amounts written that way stay unflagged.
 */
export const ACCOUNT_PATTERN = new RegExp(
  `${NUMBER_START}(?:\\d{10}|\\d{3}[ -]\\d{3}[ -]\\d{4}|\\d{4}[ -]\\d{3}[ -]\\d{3})${NUMBER_END}`,
  'g',
)

// A link's path, without the sentence's closing punctuation ("chat wa.me/234803..., then" ends before the comma).
const LINK_PATH = '(?:\\/(?:[^\\s<>"]*[^\\s<>".,;:!?\'")\\]])?)?'

const MESSAGING_HOSTS = '(?:wa\\.me|(?:api|chat|web)\\.whatsapp\\.com|t\\.me|telegram\\.(?:me|dog))'
/** WhatsApp and Telegram links, with or without a scheme (wa.me/234803..., https://t.me/escrova_help). */
export const MESSAGING_LINK_PATTERN = new RegExp(
  `(?:https?:\\/\\/)?(?<![\\w.-])${MESSAGING_HOSTS}${LINK_PATH}`,
  'gi',
)

/** Bitcoin (legacy base58 and bech32), Ethereum-style `0x` addresses, TRON `T` addresses. */
export const CRYPTO_WALLET_PATTERN =
  /\b(?:bc1[ac-hj-np-z02-9]{11,71}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|0x[a-fA-F0-9]{40}|T[1-9A-HJ-NP-Za-km-z]{33})\b/g

const TOP_LEVEL_DOMAINS =
  '(?:com|net|org|ng|io|co|me|info|biz|xyz|site|online|link|ly|app|shop|top|live|club)'
/** A link: a scheme or `www.`, or a bare domain on a common top-level domain (escrova-help.com/refund). */
export const LINK_PATTERN = new RegExp(
  `(?:https?:\\/\\/[^\\s<>"/]+${LINK_PATH}|(?<![\\w.@-])(?:www\\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9-]+)*\\.${TOP_LEVEL_DOMAINS}\\b${LINK_PATH})`,
  'gi',
)

/** Hosts that are the brand's own: a link to them is not off-site. */
export const OWN_HOSTS = ['escrova.ng', 'localhost', '127.0.0.1']

const SUPPORT_WORDS =
  '(?:support|customer\\s*(?:care|service|support)|help\\s*-?\\s*desk|agent|admin|care\\s*line)'
/** In a name: any support role ("Escrova Support", "Agent Mike", "Customer Care", "Helpdesk"), or the brand itself. */
export const SUPPORT_NAME_PATTERN = new RegExp(
  `\\b(?:${SUPPORT_WORDS}|official|${BRAND_NAME}(?:\\s*${SUPPORT_WORDS})?)\\b`,
  'gi',
)
/**
 * In the text: the brand's support named as a contact ("Escrova support", "Escrova customer care"), or a customer care
 * or helpdesk line. "Agent" alone is left out: an escrow agent is what these posts are about.
 */
export const SUPPORT_TEXT_PATTERN = new RegExp(
  `\\b(?:${BRAND_NAME}\\s*(?:official\\s*)?${SUPPORT_WORDS}|customer\\s*care|help\\s*-?\\s*desk)\\b`,
  'gi',
)
