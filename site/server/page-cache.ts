/**
 * Rendered pages kept in memory, each with the sync tags of every content response it was rendered from.
 *
 * - A live `message` marks exactly the entries whose tags intersect as stale (`invalidate`); `purgeAll` marks every
 *   one (a `restart`, or a reconnect after which events may have been missed). A stale entry is not served as fresh:
 *   the next request renders again, and the stale body stays only as the answer when that render fails.
 * - An entry rendered from a response without sync tags depends on everything (`ANY_CHANGE`): any event marks it.
 * - A render that overlapped an event touching its tags is stored stale (`changedSince`), so a publish racing a render
 *   never leaves the older page behind as fresh.
 * - Bounded by bytes, least recently used first out (lru-cache).
 */
import { LRUCache } from 'lru-cache'

export const ANY_CHANGE = '*'

export interface CachedPage {
  status: number
  headers: Record<string, string>
  body: Buffer
  gzipped?: Buffer
  etag: string
  tags: ReadonlySet<string>
  storedAt: number
  stale: boolean
}

/** Events kept for `changedSince`; a render older than the window counts as overlapped (safe side). */
const EVENT_WINDOW = 2_000

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>
  private readonly keysByTag = new Map<string, Set<string>>()
  private events: Array<{ seq: number; tags: ReadonlySet<string> | typeof ANY_CHANGE }> = []
  private seq = 0

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => Math.max(1, page.body.length + (page.gzipped?.length ?? 0)),
      dispose: (page, key) => this.unindex(key, page),
    })
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

  set(key: string, page: CachedPage): void {
    this.entries.set(key, page)
    // The LRU may refuse a page larger than the whole cache; index only what it kept.
    if (this.entries.peek(key) !== page) return
    for (const tag of page.tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>()
      keys.add(key)
      this.keysByTag.set(tag, keys)
    }
  }

  /** Marks the pages that depend on any of `tags` (and every untagged page) stale; returns how many. */
  invalidate(tags: readonly string[]): number {
    this.remember(new Set(tags))
    let marked = 0
    for (const tag of [...tags, ANY_CHANGE]) {
      for (const key of this.keysByTag.get(tag) ?? []) {
        const page = this.entries.peek(key)
        if (page && !page.stale) {
          page.stale = true
          marked++
        }
      }
    }
    return marked
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
