/**
 * Mentions and task assignments mail the person (through the team's mailer, `../mail/mailer.ts`: real SMTP by
 * `LAKE_SMTP_URL`, else the local catcher), with a link that opens the document at the commented field, or the task.
 * The lake sends them itself, on the commit that mentions or assigns (hosted Sanity mails from the same
 * `context.notification` the Studio writes): a comment's newly mentioned members, a task's assignee once the task is
 * created (`createdByUser` set) or reassigned. Nobody is mailed about their own doing, nor about a document they may
 * not read (`../auth/access.ts`, with their roles on the content dataset).
 */
import { draftIdOf } from '@escrova/schemas/ids'
import { DEFAULT_PORTS } from '@escrova/schemas/settings'
import { canRead } from '../auth/access.ts'
import { addonParentOf } from '../auth/addon-dataset.ts'
import type { Caller } from '../auth/identify.ts'
import type { Mail } from '../mail/mailer.ts'
import type { Member } from '../members/members.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'
import { isOriginAllowed } from '../shared/cors-origins.ts'
import type { DocumentChange, SanityDocument } from '../shared/types.ts'
import { mentionedIn, plainText } from './message-text.ts'

interface Target {
  /** A comment on a task refers to the task (`_type: "reference"`, in this dataset), else to a content document. */
  document?: { _ref?: string; _type?: string }
  documentType?: string
  path?: { field?: string }
}
interface Notification {
  url?: string
  documentTitle?: string
}
type AddonDocument = SanityDocument & {
  authorId?: string
  message?: unknown
  description?: unknown
  title?: string
  assignedTo?: string
  createdByUser?: string
  dueBy?: string
  status?: string
  target?: Target
  context?: { notification?: Notification }
}

const studioUrl = () =>
  (process.env.STUDIO_URL ?? `http://localhost:${DEFAULT_PORTS.studio}`).replace(/\/+$/, '')

export interface Notice {
  kind: 'mention' | 'assignment'
  recipient: string
  document: AddonDocument
}

/** What a committed change asks to tell whom (before access checks). */
export function noticesOf(change: DocumentChange, actor: string): Notice[] {
  const after = change.after as AddonDocument | null
  if (!after) return []
  const before = change.before as AddonDocument | null
  if (after._type === 'comment') {
    const known = new Set([...mentionedIn(before?.message), actor])
    return mentionedIn(after.message)
      .filter((id) => !known.has(id))
      .map((recipient) => ({ kind: 'mention', recipient, document: after }))
  }
  if (after._type === 'tasks.task' && after.createdByUser && after.assignedTo) {
    const assignedNow = !before?.createdByUser || before.assignedTo !== after.assignedTo
    if (assignedNow && after.assignedTo !== actor) {
      return [{ kind: 'assignment', recipient: after.assignedTo, document: after }]
    }
  }
  return []
}

export class Notifier {
  constructor(private readonly lake: LakeRuntime) {}

  private parentOf(dataset: string) {
    return addonParentOf(dataset, (name) => this.lake.store.dataset(name) !== undefined)
  }

  /** A comment on a task is about the task, which lives in the add-on dataset itself. */
  private onTask = (doc: AddonDocument) => doc.target?.document?._type === 'reference'

  /** What a comment or task is about, as its newest state (draft first): a content document, or a task. */
  private targetOf(addon: string, parent: string, doc: AddonDocument): SanityDocument | null | undefined {
    const id = doc.target?.document?._ref
    if (!id) return undefined
    const dataset = this.lake.store.dataset(this.onTask(doc) ? addon : parent)
    return dataset?.get(draftIdOf(id)) ?? dataset?.get(id) ?? null
  }

  private mayRead(
    member: Member,
    parent: string,
    doc: AddonDocument,
    target: SanityDocument | null | undefined,
  ): boolean {
    const id = doc.target?.document?._ref
    if (!id) return true
    const caller: Caller = { kind: 'member', identity: member.id, roles: member.roles }
    return canRead(this.onTask(doc) ? { ...caller, addonFor: parent } : caller, id, target ?? null)
  }

  private link(doc: AddonDocument): string {
    const url = doc.context?.notification?.url
    if (url) {
      try {
        const parsed = new URL(url)
        if (/^https?:$/.test(parsed.protocol) && isOriginAllowed(parsed.origin, this.lake.corsOrigins)) {
          // The Studio joins its base path "/" and the tool's "/structure" into "//structure": one slash is meant.
          parsed.pathname = parsed.pathname.replace(/\/{2,}/g, '/')
          return parsed.toString()
        }
      } catch {
        // not a URL: the lake's own link below
      }
    }
    const id = doc.target?.document?._ref
    const task = doc._type === 'tasks.task' ? doc._id : this.onTask(doc) ? id : undefined
    if (task || !id) {
      return `${studioUrl()}/?sidebar=tasks&selectedTask=${encodeURIComponent(task ?? doc._id)}&viewMode=edit`
    }
    const type = doc.target?.documentType ?? ''
    const field = doc.target?.path?.field
    return `${studioUrl()}/intent/edit/id=${id};type=${type}${field ? `;path=${field}` : ''}`
  }

  /** The mail for one notice, or nothing when the person is not an active member who may read the document. */
  mailFor(addon: string, parent: string, notice: Notice, actor: string): Mail | undefined {
    const members = this.lake.team.members
    const recipient = members.byId(notice.recipient)
    if (!recipient || recipient.removedAt) return undefined
    const doc = notice.document
    const target = this.targetOf(addon, parent, doc)
    if (!this.mayRead(recipient, parent, doc, target)) return undefined
    const nameOf = (id: string) => members.byId(id)?.name ?? 'someone'
    const author = nameOf(actor)
    const ownTitle = (target as { title?: unknown } | null | undefined)?.title
    const title =
      (typeof ownTitle === 'string' && ownTitle) || doc.context?.notification?.documentTitle || 'a document'
    const link = this.link(doc)
    if (notice.kind === 'mention') {
      const field = doc.target?.path?.field
      return {
        to: recipient.email,
        subject: `${author} mentioned you in a comment on “${title}”`,
        text: `Hello ${recipient.name},

${author} mentioned you in a comment on “${title}”${field ? ` (its “${field}” field)` : ''}:

${plainText(doc.message, nameOf)}

Open it in the Studio: ${link}`,
      }
    }
    const about = doc.target?.document?._ref ? `\nIt is about “${title}”.` : ''
    const due = doc.dueBy ? `\nDue: ${doc.dueBy}.` : ''
    return {
      to: recipient.email,
      subject: `${author} assigned you a task: ${doc.title ?? 'Untitled task'}`,
      text: `Hello ${recipient.name},

${author} assigned you the task “${doc.title ?? 'Untitled task'}”.${about}${due}

${plainText(doc.description, nameOf)}

Open it in the Studio: ${link}`.replace(/\n{3,}/g, '\n\n'),
    }
  }

  private queue: Promise<void> = Promise.resolve()

  /**
   * Mails everything a commit on a comments dataset asks for, one mail after another in commit order; a failed send is
   * logged, never thrown at the commit. Resolves when this commit's mails are out.
   */
  notify(dataset: string, changes: DocumentChange[], actor: string): Promise<void> | undefined {
    const parent = this.parentOf(dataset)
    if (!parent) return undefined
    const mails = changes
      .flatMap((change) => noticesOf(change, actor))
      .map((notice) => this.mailFor(dataset, parent, notice, actor))
      .filter((mail): mail is Mail => mail !== undefined)
    if (mails.length === 0) return undefined
    this.queue = this.queue.then(async () => {
      for (const mail of mails) {
        await this.lake.team
          .mail()
          .send(mail)
          .catch((error: Error) => console.error(`[lake] could not mail ${mail.to}: ${error.message}`))
      }
    })
    return this.queue
  }
}
