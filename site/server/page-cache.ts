/**
 * Rendered pages kept in memory, each with the sync tags of every content response it was rendered from.
 *
 * - A live `message` names exactly the entries whose tags intersect (`invalidate`). With a `Refresher` (pages.ts),
 *   they keep serving while it renders them all again, then it stores the new renders together (`swap`): one
 *   publish changes every page that shows it at the same moment, and no reader waits for a render. Without one, or
 *   past `GROUP_MAX` pages, they are marked stale. `purgeAll` marks every one stale (a `restart`, or a reconnect after
 *   which events may have been missed). A stale entry is not served as fresh: the next request renders again, and the
 *   stale body stays only as the answer when that render fails.
 * - An entry rendered from a response without sync tags depends on everything (`ANY_CHANGE`): any event marks it.
 * - A render that overlapped an event touching its tags is stored stale (`changedSince`), so a publish racing a render
 *   never leaves the older page behind as fresh.
 * - Bounded by bytes, least recently used first out (lru-cache).
 */
import { LRUCache } from 'lru-cache'
import { type Encoded, encodedSize } from './encodings.ts'

export const ANY_CHANGE = '*'

export interface CachedPage {
  status: number
  headers: Record<string, string>
  body: Buffer
  encoded: Encoded
  etag: string
  tags: ReadonlySet<string>
  storedAt: number
  stale: boolean
}

/** Events kept for `changedSince`; a render older than the window counts as overlapped (safe side). */
const EVENT_WINDOW = 2_000
/** The most pages one event re-renders as a group; a wider change (a category on every post) is rendered on demand. */
export const GROUP_MAX = 64

/**
 * Renders the pages under `keys` again and calls `swap` with them; false when it will not (then they go stale).
 * `background`: no document they show changed (a shared answer moved: pages.ts), so nothing waits for them.
 */
export type Refresher = (keys: string[], background: boolean) => boolean

/** A group's outcome for one key: its new render, or none (failed, not storable, overtaken): the old one goes stale. */
export interface Swapped {
  key: string
  previous: CachedPage
  /** The new render, and the event position (`position`) when it started. */
  rendered?: { page: CachedPage; since: number }
}

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>
  private readonly keysByTag = new Map<string, Set<string>>()
  private events: Array<{ seq: number; tags: ReadonlySet<string> | typeof ANY_CHANGE }> = []
  private seq = 0
  private refresher?: Refresher
  private onStored?: (key: string, page: CachedPage) => void

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => Math.max(1, page.body.length + encodedSize(page.encoded)),
      dispose: (page, key) => this.unindex(key, page),
    })
  }

  /** Who renders an event's pages again as a group (pages.ts). */
  refreshWith(refresher: Refresher): void {
    this.refresher = refresher
  }

  /** Told of every page kept (a render or a group's swap): `finer-brotli.ts` compresses it again. */
  whenStored(listener: (key: string, page: CachedPage) => void): void {
    this.onStored = listener
  }

  /** The event sequence number now: give it back to `changedSince` when the render ends. */
  get position(): number {
    return this.seq
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string): CachedPage | undefined {
    return this.entries.get(key)
  }

  /** The entry under `key`, leaving its place in the LRU order alone. */
  peek(key: string): CachedPage | undefined {
    return this.entries.peek(key)
  }

  set(key: string, page: CachedPage): void {
    this.entries.set(key, page)
    // The LRU may refuse a page larger than the whole cache; index only what it kept.
    if (this.entries.peek(key) !== page) return
    for (const tag of page.tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>()
      keys.add(key)
      this.keysByTag.set(tag, keys)
    }
    this.onStored?.(key, page)
  }

  /**
   * The pages that depend on any of `tags` (and every untagged page): handed to the refresher as one group, or marked
   * stale; returns how many.
   */
  invalidate(tags: readonly string[], { background = false } = {}): number {
    this.remember(new Set(tags))
    const keys = new Set<string>()
    for (const tag of [...tags, ANY_CHANGE]) {
      for (const key of this.keysByTag.get(tag) ?? [])
        if (this.entries.peek(key)?.stale === false) keys.add(key)
    }
    const group = [...keys]
    if (group.length === 0) return 0
    if (group.length <= GROUP_MAX && this.refresher?.(group, background)) return group.length
    for (const key of group) this.markStale(key)
    return group.length
  }

  /**
   * Stores a group's new renders together; a key without one goes stale (if its entry is still the one re-rendered).
   * So does a key whose render an event touched before the swap, though the render itself ended first: a group swaps
   * when its last page is in, and that event's own group, holding the same previous entry, would then find it gone.
   */
  swap(results: readonly Swapped[]): void {
    for (const { key, previous, rendered } of results) {
      const current = this.entries.peek(key)
      if (current !== previous) continue
      if (rendered && !this.changedSince(rendered.since, rendered.page.tags)) this.set(key, rendered.page)
      else this.markStale(key)
    }
  }

  private markStale(key: string) {
    const page = this.entries.peek(key)
    if (page) page.stale = true
  }

  purgeAll(): number {
    this.remember(ANY_CHANGE)
    let marked = 0
    for (const page of this.entries.values()) {
      if (!page.stale) marked++
      page.stale = true
    }
    return marked
  }

  /** Whether an event after `position` touched any of `tags` (or the log no longer reaches back that far). */
  changedSince(position: number, tags: ReadonlySet<string>): boolean {
    if (position === this.seq) return false
    const oldest = this.events[0]
    if (!oldest || oldest.seq > position + 1) return true
    for (const event of this.events) {
      if (event.seq <= position) continue
      if (event.tags === ANY_CHANGE || tags.has(ANY_CHANGE)) return true
      for (const tag of event.tags) if (tags.has(tag)) return true
    }
    return false
  }

  private remember(tags: ReadonlySet<string> | typeof ANY_CHANGE) {
    this.seq += 1
    this.events.push({ seq: this.seq, tags })
    if (this.events.length > EVENT_WINDOW) this.events = this.events.slice(-EVENT_WINDOW / 2)
  }

  private unindex(key: string, page: CachedPage) {
    for (const tag of page.tags) {
      const keys = this.keysByTag.get(tag)
      if (!keys) continue
      keys.delete(key)
      if (keys.size === 0) this.keysByTag.delete(tag)
    }
  }
}
