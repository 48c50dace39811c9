import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import type { RoleName } from '@escrova/schemas/roles'
import { createMailer, type Mailer, type MailSettings } from '../mail/mailer.ts'
import { type Member, MemberError, Members, normalEmail } from '../members/members.ts'
import { PasskeyError, Passkeys, type RelyingParty } from '../members/passkeys.ts'
import { SecretBox, TEAM_KEY_FILE } from '../members/secret-box.ts'
import { type LinkPurpose, Links } from './links.ts'
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts'
import { SecondFactor } from './second-factor.ts'
import { Sessions } from './sessions.ts'
import { SignInCodes } from './sign-in-codes.ts'
import { createTeamTables } from './tables.ts'
import { SignInThrottle, type ThrottleLimits } from './throttle.ts'

export interface TeamOptions {
  sessionHours?: number
  throttle?: ThrottleLimits
  mail?: MailSettings
  /** The Studio's URL: passkeys belong to its host (`../routes/passkeys.ts`). Else `STUDIO_URL`, else the lake's. */
  studioUrl?: string
}

export type SignInOutcome =
  | { ok: true; sid: string; member: Member }
  | { ok: false; status: 400 | 401 | 429; message: string; needsCode?: boolean; retryAfterSeconds?: number }

const WRONG = 'That e-mail and password do not match a member of this team.'

function tooMany(waitMs: number): SignInOutcome {
  const retryAfterSeconds = Math.ceil(waitMs / 1000)
  const message = `Too many sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`
  return { ok: false, status: 429, message, retryAfterSeconds }
}

/**
 * The team: members, their passwords, sessions and one-time links, as plain functions the HTTP routes
 * (`../routes/sign-in.ts`) and the CLI (`../cli/members.ts`) call. Every way out of the team (removal) ends the person's sessions at once.
 */
export class Team {
  readonly members: Members
  readonly sessions: Sessions
  readonly codes = new SignInCodes()
  readonly links: Links
  readonly passkeys: Passkeys
  private readonly throttle: SignInThrottle
  private readonly secondFactor = new SecondFactor()
  private mailer?: Mailer

  /** `dataDir` holds `team.key`, which seals the second factors' secrets (`../members/secret-box.ts`). */
  constructor(
    db: DatabaseSync,
    dataDir: string,
    private readonly options: TeamOptions = {},
  ) {
    createTeamTables(db)
    this.members = new Members(db, new SecretBox(join(dataDir, TEAM_KEY_FILE)))
    this.sessions = new Sessions(
      db,
      this.members,
      options.sessionHours ? options.sessionHours * 3_600_000 : undefined,
    )
    this.links = new Links(db)
    this.passkeys = new Passkeys(db)
    this.throttle = new SignInThrottle(options.throttle)
  }

  /** Checks e-mail, password and (when the member has one) the second factor; a `sid` for the Studio on success. */
  async signIn(input: {
    email: string
    password: string
    code?: string
    address: string
  }): Promise<SignInOutcome> {
    const email = normalEmail(input.email)
    if (!email || !input.password)
      return { ok: false, status: 400, message: 'Enter your e-mail and password.' }
    const wait = this.throttle.admit(email, input.address)
    if (wait !== undefined) return tooMany(wait)
    const member = this.members.byEmail(email)
    const active = member && !member.removedAt ? member : undefined
    const valid = await verifyPassword(active && this.members.passwordHashOf(active.id), input.password)
    if (!active || !valid) {
      this.throttle.failed(email)
      return { ok: false, status: 401, message: WRONG }
    }
    const secret = this.members.totpSecretOf(active.id)
    if (secret) {
      const code = input.code?.replace(/\s/g, '') ?? ''
      if (!this.secondFactor.check(active.id, secret, code)) {
        this.throttle.failed(email)
        const message = code
          ? 'That code is not valid. Enter the current 6-digit code from your authenticator app.'
          : 'Enter the 6-digit code from your authenticator app.'
        return { ok: false, status: 401, message, needsCode: true }
      }
    } else if (active.secondFactorRequired) {
      // The password was right, so this says nothing new to whoever typed it; the session still needs the factor.
      const message =
        this.passkeys.countOf(active.id) > 0
          ? 'An administrator requires a second factor for you: sign in with your passkey.'
          : 'An administrator requires a second factor for you: ask them to set up your authenticator app.'
      return { ok: false, status: 401, message }
    }
    this.throttle.succeeded(email)
    return { ok: true, sid: this.codes.issue(active.id), member: active }
  }

  /**
   * Signs in with a passkey instead of the password: the authenticator verified the person (PIN or biometrics), so
   * the passkey is both factors. Throttled per client address like password attempts.
   */
  async signInWithPasskey(input: {
    attempt: string
    formCookie: string
    response: Parameters<Passkeys['authenticate']>[3]
    rp: RelyingParty
    address: string
  }): Promise<SignInOutcome> {
    const wait = this.throttle.admit('', input.address)
    if (wait !== undefined) return tooMany(wait)
    try {
      const memberId = await this.passkeys.authenticate(
        input.attempt,
        input.formCookie,
        input.rp,
        input.response,
      )
      const member = this.members.byId(memberId)
      if (!member || member.removedAt)
        return { ok: false, status: 401, message: 'This passkey is not registered with this team' }
      return { ok: true, sid: this.codes.issue(member.id), member }
    } catch (error) {
      if (!(error instanceof PasskeyError)) throw error
      return { ok: false, status: 401, message: error.message }
    }
  }

  /** Trades a sign-in code for a new session token (once). */
  redeem(sid: string): { token: string; expiresAt: string } | undefined {
    const memberId = this.codes.redeem(sid)
    const member = memberId ? this.members.byId(memberId) : undefined
    if (!member || member.removedAt) return undefined
    return this.sessions.start(member.id)
  }

  async setPassword(memberId: string, password: string): Promise<void> {
    const problem = passwordProblem(password)
    if (problem) throw new MemberError(problem)
    this.members.setPasswordHash(memberId, await hashPassword(password))
  }

  /** Uses up an invitation or reset link: the new password is set and every older session ends. */
  async acceptLink(token: string, password: string, name?: string): Promise<Member | undefined> {
    const problem = passwordProblem(password)
    if (problem) throw new MemberError(problem)
    const link = this.links.peek(token)
    const member = link && this.members.byId(link.memberId)
    if (!link || !member || member.removedAt) return undefined
    await this.setPassword(member.id, password)
    this.links.use(token)
    if (name) this.members.setName(member.id, name)
    this.sessions.endAllOf(member.id)
    return this.members.byId(member.id)
  }

  requireMember(email: string): Member {
    const member = this.members.byEmail(email)
    if (!member || member.removedAt) throw new MemberError(`${normalEmail(email)} is not a member`)
    return member
  }

  invite(input: { email: string; name?: string; roles: RoleName[] | string[] }): {
    member: Member
    link: string
  } {
    const member = this.members.add(input)
    return { member, link: this.links.issue(member.id, 'invite') }
  }

  setRoles(email: string, roles: string[]): Member {
    const member = this.requireMember(email)
    this.members.setRoles(member.id, roles)
    return this.members.byId(member.id) as Member
  }

  /** Removes a person: they cannot sign in, and every session they hold is refused from the next request on. */
  remove(email: string): { member: Member; sessionsEnded: number } {
    const member = this.requireMember(email)
    this.members.markRemoved(member.id)
    this.links.endAllOf(member.id)
    this.passkeys.endAllOf(member.id)
    return { member, sessionsEnded: this.sessions.endAllOf(member.id) }
  }

  /** A password-reset link; the current password keeps working until the link is used. */
  resetLink(email: string): { member: Member; link: string } {
    const member = this.requireMember(email)
    return { member, link: this.links.issue(member.id, 'reset' satisfies LinkPurpose) }
  }

  get studioUrl(): string | undefined {
    return this.options.studioUrl ?? process.env.STUDIO_URL
  }

  mail(): Mailer {
    this.mailer ??= createMailer(this.options.mail)
    return this.mailer
  }

  close(): void {
    this.mailer?.close()
  }
}
