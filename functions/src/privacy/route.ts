/**
 * Data-rights tooling for staff, behind an administrator's own Studio token (`staff-auth.ts`):
 * - `POST /api/privacy/find {email, name?}`: every record held about that person (ids, types, dates, how each was
 *   found: by the e-mail, or a comment by the name alone, which may be someone else's);
 * - `POST /api/privacy/export {email, name?, ids?}`: those records in full, as one JSON file (access and
 *   portability); `ids` are the found records the privacy officer confirmed, else those found by the e-mail;
 * - `POST /api/privacy/correct {documentId, field, value}`: one field, checked by the shared rule for it; a change
 *   to a column of an application's spreadsheet row is then sent to that row, as its delivery is (retried, never lost);
 * - `POST /api/privacy/erase {email, name?, ids?}`: the records (as export chooses them), their drafts, history, a
 *   comment's contact record and the applications' spreadsheet rows.
 * Each action writes an audit entry (who, what, when) before answering.
 */
import type {
  CorrectionAnswer,
  ExportAnswer,
  FindAnswer,
  HeldRecordSummary,
} from '@escrova/schemas/data-rights'
import { publishedIdOf } from '@escrova/schemas/ids'
import { isValidEmail } from '@escrova/schemas/wait-list'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { withStore } from '../content/client.ts'
import { deliverApplication } from '../delivery/deliver.ts'
import { ApiError, validationFailed } from '../http/errors.ts'
import { FIELD_MESSAGES, textProblem } from '../http/fields.ts'
import type { AppEnv, AppVariables } from '../http/types.ts'
import type { Services } from '../services.ts'
import type { BackgroundTasks } from '../util/background.ts'
import { applyCorrection } from './apply-correction.ts'
import { type Actor, type AuditEntry, writeAudit } from './audit.ts'
import { CORRECTABLE_FIELDS, correctionProblem } from './correct.ts'
import { eraseRecords } from './erase.ts'
import { type HeldRecord, type Person, recordsOf } from './records.ts'
import { requirePrivacyOfficer } from './staff-auth.ts'

const EMAIL_MESSAGE = 'Enter the email address the person used.'
const NAME_MESSAGE = 'Enter the name the person gave, on one line.'
const IDS_MESSAGE = 'Choose records this search found.'
const NAME_MAX_LENGTH = 200

interface PersonQuery extends Person {
  /** The found records the privacy officer confirmed (export and erase). */
  ids?: string[]
}

function readPerson(body: Record<string, unknown>): PersonQuery {
  const email = typeof body.email === 'string' ? body.email.trim() : ''
  if (!email || !isValidEmail(email) || textProblem(email, { multiline: false }))
    throw validationFailed({ email: EMAIL_MESSAGE })
  for (const key of Object.keys(body))
    if (!['email', 'name', 'ids'].includes(key)) throw validationFailed({ [key]: FIELD_MESSAGES.unknown })
  const name = body.name === undefined ? undefined : typeof body.name === 'string' ? body.name.trim() : null
  if (name === null || (name && (name.length > NAME_MAX_LENGTH || textProblem(name, { multiline: false }))))
    throw validationFailed({ name: NAME_MESSAGE })
  const { ids } = body
  if (ids !== undefined && (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && id)))
    throw validationFailed({ ids: IDS_MESSAGE })
  return { email, ...(name ? { name } : {}), ...(ids ? { ids: ids as string[] } : {}) }
}

/** The found records an export or erasure acts on: those confirmed by id, else those found by the e-mail itself. */
function chosenRecords(records: HeldRecord[], ids: string[] | undefined): HeldRecord[] {
  if (!ids) return records.filter((record) => record.matchedBy === 'email')
  const found = new Map(records.map((record) => [record._id, record]))
  if (!ids.every((id) => found.has(id))) throw validationFailed({ ids: IDS_MESSAGE })
  return [...new Set(ids)].map((id) => found.get(id) as HeldRecord)
}

const COMMENT_EXCERPT_LENGTH = 160

/** The stored fields are the schema's strings; the raw read only does not say so. */
const summary = (record: HeldRecord): HeldRecordSummary => ({
  _id: record._id,
  _type: record._type,
  name: (record.fullName ?? record.name) as string | undefined,
  receivedAt: (record.submittedAt ?? record.receivedAt ?? record.createdAt ?? record._createdAt) as
    | string
    | undefined,
  reference: record.reference as string | undefined,
  matchedBy: record.matchedBy,
  ...(record._type === 'comment'
    ? {
        text: typeof record.text === 'string' ? record.text.slice(0, COMMENT_EXCERPT_LENGTH) : undefined,
        postTitle: record.postTitle as string | undefined,
        status: record.moderationStatus as string | undefined,
      }
    : {}),
})

/** A request about one person: who on the staff asks, the person's email, and every record held about them. */
interface PersonRequest {
  actor: Actor
  email: string
  /** Every record found (by e-mail or name). */
  records: HeldRecord[]
  /** The records an export or erasure acts on (`chosenRecords`). */
  chosen: HeldRecord[]
}

/** The audit entry for a request about one person; the action's own details (`documentIds`, `detail`) added. */
const personAudit = (
  { actor, email }: PersonRequest,
  action: AuditEntry['action'],
  at: Date,
  details: Pick<AuditEntry, 'documentIds' | 'detail'>,
): AuditEntry => ({ action, actor, at, email, ...details })

/** A correction's record, field and value, each checked (404 for no such record, 422 for the rest). */
async function readCorrection(client: Services['client'], body: Record<string, unknown>) {
  const { documentId, field, value } = body
  if (typeof documentId !== 'string' || !documentId)
    throw validationFailed({ documentId: 'Choose a record.' })
  const document = await withStore(() => client.getDocument<HeldRecord>(documentId))
  if (!document) throw new ApiError(404, 'not_found', 'No record has this id.')
  const allowed = CORRECTABLE_FIELDS[document._type] ?? []
  if (typeof field !== 'string' || !allowed.includes(field))
    throw validationFailed({
      field: `Only these fields can be corrected here: ${allowed.join(', ') || 'none'}.`,
    })
  if (typeof value !== 'string') throw validationFailed({ value: FIELD_MESSAGES.notText })
  const problem = textProblem(value, { multiline: field === 'message' || field === 'otherNeed' })
  const ruleProblem = problem ?? correctionProblem(document, field, value)
  if (ruleProblem) throw validationFailed({ value: ruleProblem })
  return { document, field, value }
}

export function privacyRoute(services: Services, background: BackgroundTasks) {
  const { client, clock, auditHashSecret } = services
  const route = new Hono<AppEnv>()
  const staff = (c: Parameters<typeof requirePrivacyOfficer>[0]) =>
    requirePrivacyOfficer(c, services.deps.content)
  // find, export and erase start alike: the privacy officer (401/403 otherwise), then a valid request (422), then its records.
  const aboutPerson = createMiddleware<{ Variables: AppVariables & { person: PersonRequest } }>(
    async (c, next) => {
      const actor = await staff(c)
      const query = readPerson(c.get('body'))
      const records = await recordsOf(client, query, auditHashSecret)
      const chosen = chosenRecords(records, query.ids)
      c.set('person', { actor, email: query.email, records, chosen })
      await next()
    },
  )

  route.post('/find', aboutPerson, async (c) => {
    const person = c.get('person')
    const documentIds = person.records.map((r) => r._id)
    await writeAudit(client, personAudit(person, 'find', clock(), { documentIds }), auditHashSecret)
    return c.json<FindAnswer>({ records: person.records.map(summary) })
  })

  route.post('/export', aboutPerson, async (c) => {
    const person = c.get('person')
    const { email, chosen: records } = person
    const exportedAt = clock()
    const documentIds = records.map((r) => r._id)
    await writeAudit(client, personAudit(person, 'export', exportedAt, { documentIds }), auditHashSecret)
    c.header(
      'content-disposition',
      `attachment; filename="personal-data-${exportedAt.toISOString().slice(0, 10)}.json"`,
    )
    return c.json<ExportAnswer>({ subject: email, exportedAt: exportedAt.toISOString(), records })
  })

  route.post('/correct', async (c) => {
    const actor = await staff(c)
    const { document, field, value } = await readCorrection(client, c.get('body'))

    const applied = await applyCorrection(services, document._id, field, value.trim())
    await writeAudit(
      client,
      {
        action: 'correct',
        actor,
        at: clock(),
        email: typeof document.email === 'string' ? document.email : undefined,
        documentIds: applied.documentIds,
        field,
        // Column names only: the log never holds the values.
        ...(applied.sheetColumns.length > 0
          ? { detail: `spreadsheet row update queued: ${applied.sheetColumns.join(', ')}` }
          : {}),
      },
      auditHashSecret,
    )
    if (applied.deliveryDue) {
      const applicationId = publishedIdOf(document._id)
      background.run(
        () => services.runDelivery(() => deliverApplication(services, applicationId)),
        'corrected row delivery',
        c,
      )
    }
    return c.json<CorrectionAnswer>({
      corrected: applied.documentIds,
      field,
      sheetColumns: applied.sheetColumns,
    })
  })

  route.post('/erase', aboutPerson, async (c) => {
    const person = c.get('person')
    const result = await eraseRecords(services, person.chosen)
    await writeAudit(
      client,
      personAudit(person, 'erase', clock(), {
        documentIds: result.documentIds,
        ...(result.problems.length > 0 ? { detail: result.problems.join('\n') } : {}),
      }),
      auditHashSecret,
    )
    return c.json(result)
  })

  return route
}
