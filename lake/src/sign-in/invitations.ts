import { ROLES, type RoleName } from '@escrova/schemas/roles'
import type { Member } from '../members/members.ts'
import type { Team } from './team.ts'

/** Where mailed links point: the lake's own pages, and the Studio to sign in to afterwards. */
export interface LinkTargets {
  lakeUrl: string
  studioUrl: string
}

const linkUrl = (targets: LinkTargets, token: string) =>
  `${targets.lakeUrl.replace(/\/+$/, '')}/v1/auth/link?token=${encodeURIComponent(token)}`

const roleTitles = (member: Member) => member.roles.map((role) => ROLES[role].title).join(', ')

/** Adds the person and mails them a link to choose their password (valid 7 days). */
export async function inviteByMail(
  team: Team,
  input: { email: string; name?: string; roles: RoleName[] | string[] },
  targets: LinkTargets,
): Promise<Member> {
  const { member, link } = team.invite(input)
  await team.mail().send({
    to: member.email,
    subject: 'You are invited to the Escrova Studio',
    text: `Hello ${member.name},

You have been invited to the Escrova Studio as ${roleTitles(member)}.
Choose your password here (the link works once, for 7 days):

${linkUrl(targets, link)}

Then sign in at ${targets.studioUrl} with this e-mail address.`,
  })
  return member
}

/** Mails a password-reset link (valid 1 hour); the current password works until it is used. */
export async function resetByMail(team: Team, email: string, targets: LinkTargets): Promise<Member> {
  const { member, link } = team.resetLink(email)
  await team.mail().send({
    to: member.email,
    subject: 'Choose a new password for the Escrova Studio',
    text: `Hello ${member.name},

Someone (hopefully an administrator, at your request) asked for a new password for your Studio account.
Choose it here (the link works once, for 1 hour):

${linkUrl(targets, link)}

If you did not ask for this, ignore this mail: your password stays as it is.`,
  })
  return member
}
