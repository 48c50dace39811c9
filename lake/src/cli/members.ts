/**
 * `npm run lake -- members <command>`: the team from the command line, on the lake's data folder
 * (`LAKE_DATA_DIR`, default `.data/lake`). It works whether or not the lake is running: sessions are looked up in
 * the same sqlite file on every request, so a removal refuses the person's next request at once.
 *
 *   members list                                                              roles, last seen, how each signs in
 *   members invite <email> --role <role> [--role <role>] [--name "<name>"]   mails a link to choose a password
 *   members role <email> <role>[,<role>]
 *   members remove <email>                                                    ends every session at once
 *   members reset <email>                                                     mails a password-reset link
 *   members 2fa <email> [--off]                                               second factor (authenticator app)
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ROLE_NAMES } from '@escrova/schemas/roles'
import { DEFAULT_PORTS } from '@escrova/schemas/settings'
import { type Member, MemberError } from '../members/members.ts'
import type { PasskeySummary } from '../members/passkeys.ts'
import { inviteByMail, type LinkTargets, resetByMail } from '../sign-in/invitations.ts'
import { newTotpSecret } from '../sign-in/second-factor.ts'
import { Team } from '../sign-in/team.ts'
import { openDatabase } from '../store/db.ts'

const USAGE = `usage: npm run lake -- members list
       npm run lake -- members invite <email> --role <role> [--role <role>] [--name "<name>"]
       npm run lake -- members role <email> <role>[,<role>]
       npm run lake -- members remove <email>
       npm run lake -- members reset <email>
       npm run lake -- members 2fa <email> [--off]
roles: ${ROLE_NAMES.join(', ')}`

function targets(): LinkTargets {
  return {
    lakeUrl: process.env.LAKE_PUBLIC_URL ?? `http://127.0.0.1:${process.env.LAKE_PORT ?? DEFAULT_PORTS.lake}`,
    studioUrl: process.env.STUDIO_URL ?? `http://localhost:${DEFAULT_PORTS.studio}`,
  }
}

/** How a person signs in: password, authenticator app, their passkeys by name; and whether a second factor is required. */
function signInOf(member: Member, passkeys: PasskeySummary[]): string {
  const named = passkeys.map((passkey) => JSON.stringify(passkey.name)).join(', ')
  const ways = [
    member.hasPassword ? 'password' : null,
    member.hasSecondFactor ? 'authenticator app' : null,
    passkeys.length ? `${passkeys.length} passkey${passkeys.length > 1 ? 's' : ''} (${named})` : null,
  ].filter(Boolean)
  const required = member.secondFactorRequired ? 'required' : 'not required'
  return `sign-in: ${ways.length ? ways.join(', ') : 'none yet'}  second factor: ${required}`
}

function row(team: Team, member: Member): string {
  const seen = member.lastSeenAt ? member.lastSeenAt.slice(0, 16).replace('T', ' ') : 'never'
  const state = member.hasPassword ? '' : ' (invited)'
  const signIn = signInOf(member, team.passkeys.list(member.id))
  return `${member.id}  ${member.email}  ${member.name}  [${member.roles.join(', ')}]  last seen ${seen}${state}  ${signIn}`
}

async function run(team: Team, args: string[], out: (line: string) => void): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: 'string', multiple: true }, name: { type: 'string' }, off: { type: 'boolean' } },
  })
  const [command, email, roleList] = positionals
  const needEmail = () => {
    if (!email) throw new MemberError(`"${command}" needs an e-mail address\n${USAGE}`)
    return email
  }
  switch (command) {
    case 'list': {
      const members = team.members.list()
      out(members.length ? members.map((member) => row(team, member)).join('\n') : 'No members yet.')
      return
    }
    case 'invite': {
      const roles = values.role ?? []
      if (roles.length === 0) throw new MemberError(`"invite" needs --role <role>\n${USAGE}`)
      const member = await inviteByMail(team, { email: needEmail(), roles, name: values.name }, targets())
      out(`Invited ${member.email} as ${member.roles.join(', ')}; the invitation went to their mail.`)
      return
    }
    case 'role': {
      if (!roleList) throw new MemberError(`"role" needs <email> <role>\n${USAGE}`)
      const member = team.setRoles(needEmail(), roleList.split(','))
      out(`${member.email} is now ${member.roles.join(', ')} (from their next request on).`)
      return
    }
    case 'remove': {
      const { member, sessionsEnded } = team.remove(needEmail())
      out(`Removed ${member.email}; ${sessionsEnded} session(s) ended.`)
      return
    }
    case 'reset': {
      const member = await resetByMail(team, needEmail(), targets())
      out(`A password-reset link went to ${member.email}.`)
      return
    }
    case '2fa': {
      const member = team.requireMember(needEmail())
      if (values.off) {
        team.members.setTotpSecret(member.id, null)
        out(`${member.email} signs in with a password alone again.`)
        return
      }
      const { secret, uri } = newTotpSecret(member.email)
      team.members.setTotpSecret(member.id, secret)
      out(`Add this to ${member.email}'s authenticator app (shown once):\n${uri}`)
      return
    }
    default:
      throw new MemberError(USAGE)
  }
}

/** Runs one command; the exit code (0 done, 1 refused, with the reason on stderr). */
export async function membersCli(args: string[]): Promise<number> {
  const dataDir = resolve(process.env.LAKE_DATA_DIR ?? '.data/lake')
  const db = openDatabase(dataDir)
  const team = new Team(db, dataDir)
  try {
    await run(team, args, (line) => console.log(line))
    return 0
  } catch (error) {
    if (!(error instanceof MemberError)) throw error
    console.error(error.message)
    return 1
  } finally {
    team.close()
    db.close()
  }
}
