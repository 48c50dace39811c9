/**
 * The roles a member can hold, as Sanity-style grants: each grant is a GROQ filter and the permissions it gives on
 * the documents that match it (a document gets the union of the grants that match it). Sanity's built-in roles keep
 * their names and meaning; this team's jobs are custom roles with content filters, as an Enterprise project would
 * define them on hosted Sanity (docs/production.md). The lake (`lake/src/auth/access.ts`) enforces exactly these
 * grants on every route and `/acl` reports them, so what the Studio disables and what the lake refuses never differ;
 * the Studio's desk lists the sections each role works in (`desk`), so each person sees their job.
 */
import { type Language, type LanguageCode, TRANSLATION_LANGUAGES } from './languages.ts'
import { AUDIT_LOG_PATH } from './privacy.ts'

export type Permission = 'read' | 'history' | 'create' | 'update' | 'manage'

export interface Grant {
  filter: string
  permissions: Permission[]
}

/** The Studio desk's sections (studio/structure/index.ts) and tools (`dataRights`, `insights`, studio/sanity.config.ts). */
export type DeskSection =
  | 'blog'
  | 'moderation'
  | 'applications'
  | 'support'
  | 'auditLog'
  | 'site'
  | 'dataRights'
  | 'insights'
  /** Each language's list of what is missing or out of date (studio/structure/translations.ts). */
  | 'translations'

export interface RoleDefinition {
  name: RoleName
  title: string
  description: string
  grants: Grant[]
  desk: DeskSection[]
}

const TEAM_ROLE_NAMES = [
  'administrator',
  'editor',
  'contributor',
  'viewer',
  'moderator',
  'staff',
  'privacyOfficer',
] as const

/** A language other than English: each has its own translator role. */
export type TranslationLanguageCode = Exclude<LanguageCode, 'en'>
/**
 * A translator of one language (`translator-pcm`, `translator-ha`, ...): one role per language, so a person writes in
 * the languages they hold a role for. A dash, not a dot: a role's name is a segment of its `_.groups.<role>` id.
 */
export type TranslatorRoleName = `translator-${TranslationLanguageCode}`
export const translatorRoleOf = (code: TranslationLanguageCode): TranslatorRoleName => `translator-${code}`
/** The translator roles, one per entry of `TRANSLATION_LANGUAGES` (adding a language adds its role). */
export const TRANSLATOR_ROLE_NAMES: readonly TranslatorRoleName[] = TRANSLATION_LANGUAGES.map((language) =>
  translatorRoleOf(language.code as TranslationLanguageCode),
)

export type RoleName = (typeof TEAM_ROLE_NAMES)[number] | TranslatorRoleName
export const ROLE_NAMES: readonly RoleName[] = [...TEAM_ROLE_NAMES, ...TRANSLATOR_ROLE_NAMES]

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
/**
 * Site content: posts, the site's copy, comments, releases and assets. Never a private record (applications and
 * tickets hold applicants' e-mails and phones; privacy records say who asked for what) nor the audit log.
 */
const SITE_CONTENT = `!${AUDIT_LOG} && !${APPLICATIONS} && !${TICKETS} && !${PRIVACY}`
/**
 * A visitor's comment, by type or by its id (`comment-<id>`, its draft and versions), so that a write can neither
 * reach a comment under another type nor turn one into something else.
 */
const COMMENTS =
  '(_type == "comment" || string::startsWith(_id, "comment-") || string::startsWith(_id, "drafts.comment-") || (_id in path("versions.**") && string::startsWith(string::split(_id, ".")[2], "comment-")))'
/** Site content's drafts (never a private record's, never a visitor's comment). */
const CONTENT_DRAFTS = `_id in path("drafts.**") && ${SITE_CONTENT} && !${COMMENTS}`

/** Versions of site content in releases (`versions.<release>.<id>`), never a private record's or a comment's. */
const CONTENT_VERSIONS = `_id in path("versions.**") && ${SITE_CONTENT} && !${COMMENTS}`
/** Release documents (`_.releases.<id>`, `system.release`). */
const RELEASES = '_id in path("_.releases.*")'
/**
 * A release while it is active, of several documents: creating one and editing its title fit a contributor;
 * scheduling, unscheduling, publishing or archiving it changes its `state`, which a grant on active releases alone
 * does not allow (the lake checks `update` on a document before and after the change). A Scheduled Draft (a release
 * of `cardinality` "one") exists only to be scheduled: a role that cannot schedule cannot start one, so the Studio's
 * "Schedule publish" (create release, add the version, schedule) is refused at its first request, leaving nothing.
 */
const ACTIVE_RELEASES = `${RELEASES} && state == "active" && metadata.cardinality != "one"`
/** Writes for roles that must not put anything into a release. */
const NOT_A_VERSION = '!(_id in path("versions.**"))'

/** Uploaded images and files, which drafts use: contributors may add them (as on hosted Sanity). */
const ASSETS = '_type in ["sanity.imageAsset", "sanity.fileAsset"] && _id in path("*")'

/** A document in this language (its `language` field: `@sanity/document-internationalization`'s). */
const inLanguage = (code: string) => `language == ${JSON.stringify(code)}`
/** The plugin's link between translations of one document: made or extended when a translation is created. */
const TRANSLATION_LINKS = '_type == "translation.metadata" && _id in path("*")'

const READ: Permission[] = ['read', 'history']
const WRITE: Permission[] = ['create', 'update']
/** The desk of the roles that work on site content only (no applications, tickets or data rights). */
const CONTENT_DESK: DeskSection[] = ['blog', 'moderation', 'site', 'translations']
/**
 * Insights (visitors, sources, campaigns, what brought applications) are for the people who decide what the site
 * says and publishes: administrators and editors. Least privilege: contributors, viewers, moderators, product staff
 * and the privacy officer do their jobs without traffic figures, and the function refuses them
 * (`INSIGHTS_READERS`, functions/src/insights/dashboard/route.ts).
 */
const INSIGHTS: DeskSection[] = ['insights']

/**
 * Each role's rule and its reason:
 * - Applications, tickets and privacy records are read by staff (reviewing applications, answering tickets), the
 *   privacy officer (data rights) and administrators alone: they hold applicants' and visitors' e-mails and phones.
 * - A visitor's comment (its status and its text) is changed by moderators, editors and administrators alone: a
 *   decision can lead to erasure, and the text is the visitor's words.
 * - Privacy settings (`privacy.settings`: retention, which drives automatic erasure) and erasure records
 *   (`privacy.sheetErasure.*`) are changed by the privacy officer alone (and the function's token, which books
 *   erasures for them: `lake/src/auth/identify.ts`).
 * - The audit log is evidence: it is appended to (the function's token writes each entry, `create` only) and never
 *   edited or deleted by anyone, administrators included. Administrators and the privacy officer read it.
 * - Scheduling, unscheduling and publishing belong to roles that may publish (administrators, editors).
 */
const TEAM_ROLES: Record<(typeof TEAM_ROLE_NAMES)[number], RoleDefinition> = {
  administrator: {
    name: 'administrator',
    title: 'Administrator',
    description:
      'Reads everything, writes everything but the privacy settings and erasure records, manages members; appends to the audit log, never edits it',
    grants: [
      { filter: EVERYTHING, permissions: [...READ, 'manage'] },
      { filter: `!${AUDIT_LOG} && !${PRIVACY}`, permissions: WRITE },
      { filter: AUDIT_LOG, permissions: ['create'] },
    ],
    desk: [...CONTENT_DESK, 'applications', 'support', 'auditLog', ...INSIGHTS],
  },
  editor: {
    name: 'editor',
    title: 'Editor',
    description:
      'Reads and writes site content and comments, publishes; no applications, tickets or privacy records',
    grants: [{ filter: SITE_CONTENT, permissions: [...READ, ...WRITE] }],
    desk: [...CONTENT_DESK, ...INSIGHTS],
  },
  contributor: {
    name: 'contributor',
    title: 'Contributor',
    description:
      'Reads site content, writes drafts of it (not comments) and puts them in releases, cannot publish or schedule',
    grants: [
      { filter: SITE_CONTENT, permissions: READ },
      { filter: CONTENT_DRAFTS, permissions: WRITE },
      { filter: CONTENT_VERSIONS, permissions: WRITE },
      { filter: ACTIVE_RELEASES, permissions: WRITE },
      { filter: ASSETS, permissions: ['create'] },
    ],
    desk: CONTENT_DESK,
  },
  viewer: {
    name: 'viewer',
    title: 'Viewer',
    description: 'Reads site content; no applications, tickets or privacy records',
    grants: [{ filter: SITE_CONTENT, permissions: READ }],
    desk: CONTENT_DESK,
  },
  moderator: {
    name: 'moderator',
    title: 'Moderator',
    description:
      'Approves and rejects comments; reads site content; no applications, tickets or privacy records',
    grants: [
      { filter: SITE_CONTENT, permissions: READ },
      { filter: '_type == "comment" && (_id in path("*") || _id in path("drafts.*"))', permissions: WRITE },
    ],
    desk: ['moderation', 'blog'],
  },
  staff: {
    name: 'staff',
    title: 'Product staff',
    description:
      'Reviews applications and answers tickets; writes drafts of site content (not comments), cannot publish it',
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
    description:
      'Answers data-rights requests, reads the audit log, keeps the privacy settings and erasure records',
    grants: [
      { filter: EVERYTHING, permissions: READ },
      { filter: `${PRIVACY} && ${NOT_A_VERSION}`, permissions: WRITE },
    ],
    desk: ['support', 'auditLog', 'applications', 'dataRights'],
  },
}

/**
 * A translator of one language reads site content and writes drafts and release versions of documents in that
 * language only: a translation never touches the English original nor another language's (a draft moved into another
 * language leaves the grant, which the lake checks before and after each change). They make and edit releases of
 * several documents, so a translation joins its English original's release, and link translations (the plugin's
 * metadata, written when a translation is made); publishing and scheduling stay with editors.
 */
function translatorRole(language: Language): RoleDefinition {
  const code = language.code as TranslationLanguageCode
  return {
    name: translatorRoleOf(code),
    title: `Translator (${language.title})`,
    description: `Reads site content; writes drafts of ${language.title} translations and puts them in releases, cannot publish`,
    grants: [
      { filter: SITE_CONTENT, permissions: READ },
      { filter: `${CONTENT_DRAFTS} && ${inLanguage(code)}`, permissions: WRITE },
      { filter: `${CONTENT_VERSIONS} && ${inLanguage(code)}`, permissions: WRITE },
      { filter: ACTIVE_RELEASES, permissions: WRITE },
      { filter: TRANSLATION_LINKS, permissions: WRITE },
    ],
    desk: ['translations', 'blog', 'site'],
  }
}

export const ROLES: Record<RoleName, RoleDefinition> = {
  ...TEAM_ROLES,
  ...(Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => [
      translatorRoleOf(language.code as TranslationLanguageCode),
      translatorRole(language),
    ]),
  ) as Record<TranslatorRoleName, RoleDefinition>),
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

/** The roles that may read Insights: exactly those whose desk has the `insights` tool. */
export const INSIGHTS_READERS: RoleName[] = ROLE_NAMES.filter((role) => ROLES[role].desk.includes('insights'))
