import { randomBytes } from 'node:crypto'
import { publishedIdOf } from '@escrova/schemas/ids'
import { isPublicId, type ReadScope, readsEverything, scopeAllows } from '../auth/access.ts'
import { documentKeys, EVERYTHING_KEY, type SyncTagger, type TagKey } from '../groq/sync-tags.ts'
import type { CommittedTransaction, DocumentChange, SanityDocument } from '../shared/types.ts'

/**
 * Which stream: `published` (anonymous: public documents only), `drafts` (`includeDrafts=true` for a caller who
 * reads everything) or `drafts:<read scope>` (`includeDrafts=true` for a role that reads less: only commits that
 * touched a document it may read reach it, so it cannot even see that an application or the audit log changed).
 */
export type LiveAudience = 'published' | 'drafts' | `drafts:${string}`

/** The drafts stream a caller with this read scope gets. */
export const draftsAudience = (scope: ReadScope): LiveAudience =>
  readsEverything(scope) ? 'drafts' : `drafts:${scope}`

const scopeOfAudience = (audience: LiveAudience): ReadScope | undefined =>
  audience.startsWith('drafts:') ? audience.slice('drafts:'.length) : undefined

export interface LiveMessage {
  id: string
  tags: string[]
}

export type LiveSubscriber = (event: { type: 'message' | 'restart'; id: string; tags?: string[] }) => void

interface Log {
  dataset: string
  audience: LiveAudience
  next: number
  /** The newest `replay` messages, oldest first: what a reconnecting client can resume through. */
  buffer: Array<LiveMessage & { seq: number }>
  subscribers: Set<LiveSubscriber>
}

/** Above this many keys a commit restarts its streams instead of listing them (see `append`). */
const MAX_KEYS_PER_MESSAGE = 2000

/**
 * `<instance>-<p|d|d<n>>-<seq>` (`d<n>`: the n-th scoped drafts stream): the instance changes on every lake start,
 * so ids from before a restart are unknown.
 */
const EVENT_ID = /^([a-z0-9]{1,32})-(p|d\d{0,6})-(\d{1,15})$/

export function isLiveEventId(value: string): boolean {
  return EVENT_ID.test(value)
}

/**
 * A draft or a release version under its published id, as the `drafts` perspective and perspective stacks show it
 * (`groq/views.ts`): Presentation previewing a release refetches `*[_id == "post-1"]` when `versions.<r>.post-1` changes.
 */
function asDraftsView(doc: SanityDocument | null): SanityDocument | null {
  if (!doc) return null
  return { ...doc, _id: publishedIdOf(doc._id), _originalId: doc._id }
}

function changeKeys(changes: DocumentChange[], audience: 'published' | 'drafts'): Set<TagKey> {
  const keys = new Set<TagKey>()
  for (const { before, after } of changes) {
    documentKeys(before, keys)
    documentKeys(after, keys)
    if (audience === 'drafts') {
      documentKeys(asDraftsView(before), keys)
      documentKeys(asDraftsView(after), keys)
    }
  }
  keys.add(EVERYTHING_KEY)
  return keys
}

/**
 * The Live Content API's event log: per dataset and audience, a sequence of `message` events (sync tags a commit
 * invalidated) kept in memory for resuming. The `published` log only ever holds commits that changed a public
 * document (no draft, no path id like `a.b`), and has its own sequence, so an anonymous reader cannot even count
 * private writes.
 */
export class LiveEvents {
  private readonly instance = randomBytes(6).toString('hex')
  private readonly logs = new Map<string, Log>()
  /** A short code per scoped drafts audience, for its event ids. */
  private readonly codes = new Map<LiveAudience, string>([
    ['published', 'p'],
    ['drafts', 'd'],
  ])
  /** One closer per open `live/events` response, so the lake can end them all when it closes. */
  readonly openStreams = new Set<() => void>()

  constructor(
    private readonly tagger: SyncTagger,
    private readonly replay = 1000,
  ) {}

  private log(dataset: string, audience: LiveAudience): Log {
    const name = `${dataset}\u0000${audience}`
    let log = this.logs.get(name)
    if (!log) {
      log = { dataset, audience, next: 1, buffer: [], subscribers: new Set() }
      this.logs.set(name, log)
    }
    return log
  }

  private idOf(audience: LiveAudience, seq: number): string {
    return `${this.instance}-${this.codeOf(audience)}-${seq}`
  }

  private codeOf(audience: LiveAudience): string {
    let code = this.codes.get(audience)
    if (!code) {
      code = `d${this.codes.size - 1}`
      this.codes.set(audience, code)
    }
    return code
  }

  /** The id of the newest event (the position a `restart` tells a client to continue from). */
  position(dataset: string, audience: LiveAudience): string {
    return this.idOf(audience, this.log(dataset, audience).next - 1)
  }

  publish(tx: CommittedTransaction): void {
    const published = tx.changes.filter((change) => isPublicId(change.id))
    if (published.length > 0) this.append(tx.dataset, 'published', changeKeys(published, 'published'))
    this.append(tx.dataset, 'drafts', changeKeys(tx.changes, 'drafts'))
    for (const log of [...this.logs.values()]) {
      const scope = scopeOfAudience(log.audience)
      if (log.dataset !== tx.dataset || scope === undefined) continue
      const readable = tx.changes.filter((change) =>
        [change.before, change.after].some((doc) => doc && scopeAllows(scope, doc)),
      )
      if (readable.length > 0) this.append(tx.dataset, log.audience, changeKeys(readable, 'drafts'))
    }
  }

  private append(dataset: string, audience: LiveAudience, keys: Set<TagKey>): void {
    // An import or a bulk edit can touch thousands of keys: one `restart` is cheaper and as sound as the list.
    if (keys.size > MAX_KEYS_PER_MESSAGE) {
      this.restartAudience(dataset, audience)
      return
    }
    const log = this.log(dataset, audience)
    const seq = log.next++
    const message = { seq, id: this.idOf(audience, seq), tags: this.tagger.tags(keys) }
    log.buffer.push(message)
    if (log.buffer.length > this.replay) log.buffer.shift()
    for (const subscriber of log.subscribers)
      subscriber({ type: 'message', id: message.id, tags: message.tags })
  }

  /** Forgets every position (e.g. the dataset was wiped without commits): connected clients are told to refetch. */
  restart(dataset: string): void {
    this.log(dataset, 'published')
    this.log(dataset, 'drafts')
    for (const log of [...this.logs.values()]) {
      if (log.dataset === dataset) this.restartAudience(dataset, log.audience)
    }
  }

  private restartAudience(dataset: string, audience: LiveAudience): void {
    const log = this.log(dataset, audience)
    log.buffer = []
    const id = this.idOf(audience, log.next++)
    for (const subscriber of log.subscribers) subscriber({ type: 'restart', id })
  }

  /**
   * The messages after `lastEventId`, or `undefined` when that position cannot be resumed from (unknown, from
   * another lake run or audience, or older than the replay buffer): then the client must restart.
   */
  since(dataset: string, audience: LiveAudience, lastEventId: string): LiveMessage[] | undefined {
    const match = EVENT_ID.exec(lastEventId)
    if (!match || match[1] !== this.instance || match[2] !== this.codeOf(audience)) return undefined
    const seq = Number(match[3])
    const log = this.log(dataset, audience)
    if (seq >= log.next) return undefined
    const oldest = log.buffer[0]?.seq ?? log.next
    if (seq < oldest - 1) return undefined
    return log.buffer.filter((message) => message.seq > seq).map(({ id, tags }) => ({ id, tags }))
  }

  /** Ends every open stream (lake shutdown); clients reconnect and resume or restart. */
  closeAll(): void {
    for (const close of [...this.openStreams]) close()
  }

  subscribe(dataset: string, audience: LiveAudience, subscriber: LiveSubscriber): () => void {
    const { subscribers } = this.log(dataset, audience)
    subscribers.add(subscriber)
    return () => subscribers.delete(subscriber)
  }
}
