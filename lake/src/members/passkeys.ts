/**
 * Passkeys (WebAuthn, `@simplewebauthn/server`): a signed-in member registers one from the Studio; the sign-in page
 * then accepts it instead of the password. The lake keeps each credential's public key and signature counter only.
 * Every ceremony's challenge stays on the server, bound to what started it (the session that registers, or the
 * sign-in page's attempt and its form cookie), is used once and expires after a few minutes.
 */
import type { DatabaseSync } from 'node:sqlite'
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { LRUCache } from 'lru-cache'
import type { Member } from './members.ts'
import { randomToken, sameText } from './secrets.ts'

const CHALLENGE_TTL_MS = 5 * 60_000
const RP_NAME = 'Escrova Studio'

/** Who the passkeys belong to (the RP ID, a host name) and the origins a ceremony may run on. */
export interface RelyingParty {
  id: string
  isAllowedOrigin: (origin: string) => boolean
}

export interface PasskeySummary {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

interface Row {
  id: string
  member_id: string
  name: string
  public_key: string
  counter: number
  transports: string
  created_at: string
  last_used_at: string | null
}

/** A passkey ceremony that did not succeed; the message is safe to show the person. */
export class PasskeyError extends Error {}

interface Pending {
  challenge: string
  /** The session (registration) or form cookie (sign-in) the challenge was issued to. */
  boundTo: string
  memberId?: string
}

/** The origin a browser signed, read from the response's client data (checked again by the library). */
function clientOrigin(response: { response?: { clientDataJSON?: unknown } }): string {
  const raw = response.response?.clientDataJSON
  if (typeof raw !== 'string') throw new PasskeyError('The passkey response has no client data')
  try {
    const { origin } = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { origin?: unknown }
    if (typeof origin === 'string') return origin
  } catch {}
  throw new PasskeyError('The passkey response has unreadable client data')
}

export class Passkeys {
  private readonly pending = new LRUCache<string, Pending>({ max: 10_000, ttl: CHALLENGE_TTL_MS })

  constructor(private readonly db: DatabaseSync) {}

  private rows(memberId: string): Row[] {
    return this.db
      .prepare('SELECT * FROM team_passkeys WHERE member_id = ? ORDER BY created_at')
      .all(memberId) as unknown as Row[]
  }

  list(memberId: string): PasskeySummary[] {
    return this.rows(memberId).map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    }))
  }

  countOf(memberId: string): number {
    return this.rows(memberId).length
  }

  /** Removes one of the member's passkeys; false when they hold none with that id. */
  remove(memberId: string, id: string): boolean {
    const result = this.db
      .prepare('DELETE FROM team_passkeys WHERE id = ? AND member_id = ?')
      .run(id, memberId)
    return Number(result.changes) > 0
  }

  endAllOf(memberId: string): void {
    this.db.prepare('DELETE FROM team_passkeys WHERE member_id = ?').run(memberId)
  }

  /** Single use: the challenge is gone after this, whatever the outcome. */
  private take(key: string, boundTo: string): Pending {
    const found = this.pending.get(key)
    this.pending.delete(key)
    if (!found || !sameText(found.boundTo, boundTo)) {
      throw new PasskeyError('This passkey request has expired or was already used: start again')
    }
    return found
  }

  private expectedOrigin(rp: RelyingParty, response: { response?: { clientDataJSON?: unknown } }): string {
    const origin = clientOrigin(response)
    if (!rp.isAllowedOrigin(origin)) throw new PasskeyError(`Passkeys are not accepted from ${origin}`)
    return origin
  }

  async registrationOptions(
    member: Member,
    sessionKey: string,
    rp: RelyingParty,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.id,
      userName: member.email,
      userDisplayName: member.name,
      userID: new TextEncoder().encode(member.id),
      attestationType: 'none',
      excludeCredentials: this.rows(member.id).map((row) => ({
        id: row.id,
        transports: JSON.parse(row.transports) as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    this.pending.set(`register:${sessionKey}`, {
      challenge: options.challenge,
      boundTo: sessionKey,
      memberId: member.id,
    })
    return options
  }

  async register(
    member: Member,
    sessionKey: string,
    rp: RelyingParty,
    response: RegistrationResponseJSON,
    name: string,
  ): Promise<PasskeySummary> {
    const pending = this.take(`register:${sessionKey}`, sessionKey)
    if (pending.memberId !== member.id) throw new PasskeyError('This passkey request was for someone else')
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: pending.challenge,
      expectedOrigin: this.expectedOrigin(rp, response),
      expectedRPID: rp.id,
      requireUserVerification: true,
    }).catch((error: Error) => {
      throw new PasskeyError(`The passkey was not accepted: ${error.message}`)
    })
    if (!result.verified || !result.registrationInfo) throw new PasskeyError('The passkey was not accepted')
    const { credential } = result.registrationInfo
    const createdAt = new Date().toISOString()
    this.db
      .prepare(
        'INSERT INTO team_passkeys (id, member_id, name, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        credential.id,
        member.id,
        name,
        Buffer.from(credential.publicKey).toString('base64url'),
        credential.counter,
        JSON.stringify(credential.transports ?? []),
        createdAt,
      )
    return { id: credential.id, name, createdAt, lastUsedAt: null }
  }

  /** Options for the sign-in page: any passkey of this lake (discoverable), for one attempt of one browser. */
  async signInOptions(
    formCookie: string,
    rp: RelyingParty,
  ): Promise<{ attempt: string; options: PublicKeyCredentialRequestOptionsJSON }> {
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' })
    const attempt = randomToken(18)
    this.pending.set(`sign-in:${attempt}`, { challenge: options.challenge, boundTo: formCookie })
    return { attempt, options }
  }

  /** The member whose passkey signed this attempt's challenge. */
  async authenticate(
    attempt: string,
    formCookie: string,
    rp: RelyingParty,
    response: AuthenticationResponseJSON,
  ): Promise<string> {
    const pending = this.take(`sign-in:${attempt}`, formCookie)
    const row = this.db.prepare('SELECT * FROM team_passkeys WHERE id = ?').get(String(response.id)) as
      | Row
      | undefined
    if (!row) throw new PasskeyError('This passkey is not registered with this team')
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: pending.challenge,
      expectedOrigin: this.expectedOrigin(rp, response),
      expectedRPID: rp.id,
      credential: {
        id: row.id,
        publicKey: Buffer.from(row.public_key, 'base64url'),
        counter: row.counter,
        transports: JSON.parse(row.transports) as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    }).catch((error: Error) => {
      throw new PasskeyError(`The passkey was not accepted: ${error.message}`)
    })
    if (!result.verified) throw new PasskeyError('The passkey was not accepted')
    this.db
      .prepare('UPDATE team_passkeys SET counter = ?, last_used_at = ? WHERE id = ?')
      .run(result.authenticationInfo.newCounter, new Date().toISOString(), row.id)
    return row.member_id
  }
}
