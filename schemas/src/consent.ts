/**
 * What a visitor agreed to, kept with each application, ticket and comment: the label's exact words, a short
 * version derived from them (so staff can tell which wording was shown even after the label changes), when, and
 * that the visitor ticked the box themselves. The forms never pre-tick it; the function records `tickedByVisitor`
 * only when the submission carries `consent: true`, which the shared rules require.
 */

export interface ConsentRecord {
  _type: 'consentRecord'
  label: string
  /** The first 12 hex digits of the label's SHA-256: the same words always give the same version. */
  labelVersion: string
  agreedAt: string
  tickedByVisitor: true
}

export async function consentLabelVersion(label: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(label))
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 12)
}

export async function consentRecord(label: string, agreedAt: Date): Promise<ConsentRecord> {
  return {
    _type: 'consentRecord',
    label,
    labelVersion: await consentLabelVersion(label),
    agreedAt: agreedAt.toISOString(),
    tickedByVisitor: true,
  }
}
