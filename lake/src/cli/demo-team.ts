import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  ROLE_NAMES,
  ROLES,
  type RoleName,
  TRANSLATOR_ROLE_NAMES,
  translatorRoleOf,
} from '@escrova/schemas/roles'
import { generatedPassword } from '../members/secrets.ts'
import type { Team } from '../sign-in/team.ts'

export interface DemoPerson {
  role: RoleName
  name: string
  email: string
  password: string
}

/**
 * Who the demo team has: one person per role, and one translator (Pidgin, the language seeded with translations)
 * rather than one per language.
 */
export const DEMO_ROLES: readonly RoleName[] = ROLE_NAMES.filter(
  (role) => !(TRANSLATOR_ROLE_NAMES as readonly string[]).includes(role) || role === translatorRoleOf('pcm'),
)

const NAMES: Partial<Record<RoleName, string>> = {
  administrator: 'Amaka Administrator',
  editor: 'Emeka Editor',
  contributor: 'Chioma Contributor',
  viewer: 'Victor Viewer',
  moderator: 'Musa Moderator',
  staff: 'Sade Staff',
  privacyOfficer: 'Pelumi Privacy',
  'translator-pcm': 'Tolu Translator',
}

export const demoTeamFile = (dataDir: string) => join(dataDir, 'demo-team.json')

/**
 * `npm start`'s demo team: one person per role of `DEMO_ROLES`, with generated passwords kept in `<dataDir>/demo-team.json`
 * (mode 0600, the only place they exist in the clear). Made once, on a lake with no members yet.
 */
export async function ensureDemoTeam(team: Team, dataDir: string): Promise<DemoPerson[] | undefined> {
  const file = demoTeamFile(dataDir)
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DemoPerson[]
  if (team.members.list().length > 0) return undefined
  const people: DemoPerson[] = []
  for (const role of DEMO_ROLES) {
    const person = {
      role,
      name: NAMES[role] ?? ROLES[role].title,
      email: `${role.toLowerCase()}@escrova.localhost`,
      password: generatedPassword(),
    }
    const { member } = team.invite({ email: person.email, name: person.name, roles: [role] })
    await team.setPassword(member.id, person.password)
    team.links.endAllOf(member.id)
    people.push(person)
  }
  writeFileSync(file, `${JSON.stringify(people, null, 2)}\n`, { mode: 0o600 })
  return people
}
