/** Why a comment was flagged as a possible scam, and how moderators read each reason. */
export const SCAM_REASONS = [
  'phoneNumber',
  'accountNumber',
  'messagingLink',
  'cryptoWallet',
  'offSiteLink',
  'supportClaim',
] as const

export type ScamReason = (typeof SCAM_REASONS)[number]

export const SCAM_REASON_TITLES: Record<ScamReason, string> = {
  phoneNumber: 'Phone number',
  accountNumber: 'Bank account number',
  messagingLink: 'WhatsApp or Telegram link',
  cryptoWallet: 'Crypto wallet address',
  offSiteLink: 'Link to another site',
  supportClaim: 'Claims to be support',
}

/** The comment fields the detectors read. */
export const SCANNED_FIELDS = ['name', 'text'] as const
export type ScannedField = (typeof SCANNED_FIELDS)[number]

/** One flag as stored on the comment (`spamSignals.scamFlags`): what matched, where, and why it matters. */
export interface ScamFlag {
  reason: ScamReason
  field: ScannedField
  /** The matched text exactly as the visitor wrote it. */
  match: string
}
