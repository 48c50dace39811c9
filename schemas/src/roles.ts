/**
 * The roles a member can hold, as Sanity-style grants: each grant is a GROQ filter and the permissions it gives on
 * the documents that match it (a document gets the union of the grants that match it). Sanity's built-in roles keep
 * their names and meaning; this team's jobs are custom roles with content filters, as an Enterprise project would
 * define them on hosted Sanity (docs/production.md). The lake (`lake/src/auth/access.ts`) enforces exactly these
 * grants on every route and `/acl` reports them, so what the Studio disables and what the lake refuses never differ;
 * the Studio's desk lists the sections each role works in (`desk`), so each person sees their job.
 */
import { TRANSLATION_LANGUAGES } from './languages.ts'
import { AUDIT_LOG_PATH } from './privacy.ts'

export type Permission = 'read' | 'history' | 'create' | 'update' | 'manage'

export interface Grant {
  filter: string
  permissions: Permission[]
}

/** The Studio desk's sections (studio/structure/index.ts) and tools (`dataRights`, studio/sanity.config.ts). */
export type DeskSection =
  | 'blog'
  | 'moderation'
  | 'applications'
  | 'support'
  | 'auditLog'
  | 'site'
  | 'dataRights'
  /** Each language's list of what is missing or out of date (studio/structure/translations.ts). */
  | 'translations'

export interface RoleDefinition {
  name: RoleName
  title: string
  description: string
  grants: Grant[]
  desk: DeskSection[]
}

export const ROLE_NAMES = [
  'administrator',
  'editor',
  'contributor',
  'viewer',
  'moderator',
  'staff',
  'privacyOfficer',
  'translator',
] as const
export type RoleName = (typeof ROLE_NAMES)[number]

export const isRoleName = (value: unknown): value is RoleName =>
  typeof value === 'string' && (ROLE_NAMES as readonly string[]).includes(value)

/** A private id path with its drafts and release versions (`auditLog.x`, `drafts.auditLog.x`, `versions.r.auditLog.x`). */
const underPath = (path: string) =>
  `(_id in path("${path}.**") || _id in path("drafts.${path}.**") || _id in path("versions.*.${path}.**"))`

export const EVERYTHING = '_id in path("**")'
/** Anonymous readers: published documents at the root path (a public dataset). */
export const PUBLIC_DOCUMENTS = '_id in path("*")'

const AUDIT_LOG = underPath(AUDIT_LOG_PATH)
const APPLICATIONS = underPath('waitList')
const TICKETS = underPath('supportTicket')
const PRIVACY = underPath('privacy')
/** Everything but the audit log, which is evidence about staff and people: administrators and the privacy officer. */
const ALL_BUT_AUDIT = `${EVERYTHING} && !${AUDIT_LOG}`
/** Site content's drafts (never a private record's). */
const CONTENT_DRAFTS = `_id in path("drafts.**") && !${AUDIT_LOG} && !${APPLICATIONS} && !${TICKETS} && !${PRIVACY}`

/** Versions of site content in releases (`versions.<release>.<id>`), never a private record's. */
const CONTENT_VERSIONS = `_id in path("versions.**") && !${AUDIT_LOG} && !${APPLICATIONS} && !${TICKETS} && !${PRIVACY}`
/** Release documents (`_.releases.<id>`, `system.release`). */
const RELEASES = '_id in path("_.releases.*")'
/**
 * A release while it is active: creating one and editing its title fit a contributor; scheduling, unscheduling,
 * publishing or archiving it changes its `state`, which a grant on active releases alone does not allow (the lake
 * checks `update` on a document before and after the change).
 */
const ACTIVE_RELEASES = `${RELEASES} && state == "active"`
/** Writes for roles that must not put anything into a release. */
const NOT_A_VERSION = '!(_id in path("versions.**"))'

/** Uploaded images and files, which drafts use: contributors may add them (as on hosted Sanity). */
const ASSETS = '_type in ["sanity.imageAsset", "sanity.fileAsset"] && _id in path("*")'

/** A document in a language other than English (its `language` field: `@sanity/document-internationalization`'s). */
const IN_A_TRANSLATION_LANGUAGE = `language in ${JSON.stringify(TRANSLATION_LANGUAGES.map((language) => language.code))}`
/** The plugin's link between translations of one document: made or extended when a translation is created. */
const TRANSLATION_LINKS = '_type == "translation.metadata" && _id in path("*")'
/** What is neither private records nor the audit log: the site's content, comments and releases. */
const CONTENT_ONLY = `!${APPLICATIONS} && !${TICKETS} && !${AUDIT_LOG} && !${PRIVACY}`

const READ: Permission[] = ['read', 'history']
const WORK: DeskSection[] = ['blog', 'moderation', 'applications', 'support', 'site', 'translations']
const WRITE: Permission[] = ['create', 'update']

export const ROLES: Record<RoleName, RoleDefinition> = {
  administrator: {
    name: 'administrator',
    title: 'Administrator',
    description: 'Reads and writes everything, manages members',
    grants: [{ filter: EVERYTHING, permissions: [...READ, ...WRITE, 'manage'] }],
    desk: [...WORK, 'auditLog'],
  },
  editor: {
    name: 'editor',
    title: 'Editor',
    description: 'Reads and writes every document except the audit log, publishes',
    grants: [{ filter: ALL_BUT_AUDIT, permissions: [...READ, ...WRITE] }],
    desk: WORK,
  },
  contributor: {
    name: 'contributor',
    title: 'Contributor',
    description:
      'Reads every document except the audit log, writes drafts of site content and puts them in releases, cannot publish or schedule',
    grants: [
      { filter: ALL_BUT_AUDIT, permissions: READ },
      { filter: CONTENT_DRAFTS, permissions: WRITE },
      { filter: CONTENT_VERSIONS, permissions: WRITE },
      { filter: ACTIVE_RELEASES, permissions: WRITE },
      { filter: ASSETS, permissions: ['create'] },
    ],
    desk: WORK,
  },
  viewer: {
    name: 'viewer',
    title: 'Viewer',
    description: 'Reads every document except the audit log',
    grants: [{ filter: ALL_BUT_AUDIT, permissions: READ }],
    desk: WORK,
  },
  moderator: {
    name: 'moderator',
    title: 'Moderator',
    description:
      'Approves and rejects comments; reads site content; no applications, tickets or privacy records',
    grants: [
      { filter: CONTENT_ONLY, permissions: READ },
      { filter: '_type == "comment" && (_id in path("*") || _id in path("drafts.*"))', permissions: WRITE },
    ],
    desk: ['moderation', 'blog'],
  },
  staff: {
    name: 'staff',
    title: 'Product staff',
    description: 'Reviews applications and answers tickets; writes drafts of site content, cannot publish it',
    grants: [
      { filter: ALL_BUT_AUDIT, permissions: READ },
      {
        filter: `((_type == "waitListApplication" && ${APPLICATIONS}) || (_type == "supportTicket" && ${TICKETS})) && ${NOT_A_VERSION}`,
        permissions: WRITE,
      },
      { filter: CONTENT_DRAFTS, permissions: WRITE },
      { filter: ASSETS, permissions: ['create'] },
    ],
    desk: ['applications', 'support', 'blog', 'site'],
  },
  privacyOfficer: {
    name: 'privacyOfficer',
    title: 'Privacy officer',
    description: 'Answers data-rights requests, reads the audit log, keeps the privacy settings',
    grants: [
      { filter: EVERYTHING, permissions: READ },
      { filter: `${PRIVACY} && ${NOT_A_VERSION}`, permissions: WRITE },
    ],
    desk: ['support', 'auditLog', 'applications', 'dataRights'],
  },
  translator: {
    name: 'translator',
    title: 'Translator',
    description:
      'Reads site content; writes drafts of translations (any language but English) and puts them in releases, cannot publish',
    grants: [
      { filter: CONTENT_ONLY, permissions: READ },
      { filter: `${CONTENT_DRAFTS} && ${IN_A_TRANSLATION_LANGUAGE}`, permissions: WRITE },
      { filter: `${CONTENT_VERSIONS} && ${IN_A_TRANSLATION_LANGUAGE}`, permissions: WRITE },
      { filter: ACTIVE_RELEASES, permissions: WRITE },
      { filter: TRANSLATION_LINKS, permissions: WRITE },
    ],
    desk: ['translations', 'blog', 'site'],
  },
}

/** The desk sections of a person with these roles (role names the lake does not know are ignored). */
export function deskSectionsOf(roleNames: readonly string[]): Set<DeskSection> {
  return new Set(roleNames.filter(isRoleName).flatMap((role) => ROLES[role].desk))
}

export const ANONYMOUS_GRANTS: Grant[] = [{ filter: PUBLIC_DOCUMENTS, permissions: ['read'] }]

/** The grants of a set of roles: each role's grants, in role order (the Studio and the lake both take the union). */
export function grantsOfRoles(roles: readonly RoleName[]): Grant[] {
  return roles.flatMap((role) => ROLES[role].grants)
}
