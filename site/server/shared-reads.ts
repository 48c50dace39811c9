/**
 * The answers of reads that many renders share (the post sidebar's counts, the languages every page offers), kept
 * apart from each render's own reads (`content.ts`): one read per answer, refreshed after a live event.
 */
import { LRUCache } from 'lru-cache'
import { ANY_CHANGE } from './page-cache.ts'
import { answerChanged, answerId, type Revisions, shownDifferentlyUnchanged } from './shown-documents.ts'

export interface Answer {
  result: unknown
  /** The response's sync tags; `[ANY_CHANGE]` when it carried none (an API without the Live Content API). */
  tags: string[]
}

interface SharedAnswer {
  answer: Promise<Answer>
  /** How it was read (read again by an eager refresh). */
  load: () => Promise<Answer>
  /** Known once the answer has arrived. */
  value?: Answer & { revisions?: Revisions }
  tags?: ReadonlySet<string>
  /** A live event named its tags: still served, while one read fetches the new answer. */
  stale: boolean
  /** Pages depend on its value (a `value` read): a refresh that changes it names the answer (`answerId`). */
  byValue?: boolean
  /** The read replacing it, while one runs: an event meanwhile makes that one stale too. */
  refreshing?: SharedAnswer
}

/**
 * The answers of `loose` reads (the post sidebar: every post's counts), shared by renders for up to `ttlMs`, so a
 * page rendered for the first time does not pay for them again. A live event naming an answer's tags marks it stale:
 * the next render still gets it at once while one read fetches the new one in the background. The pages already
 * cached with it are left alone, which is what `loose` means, unless a document they show changed (RenderReads).
 */
export class SharedReads {
  private readonly answers: LRUCache<string, SharedAnswer>

  constructor(ttlMs: number) {
    this.answers = new LRUCache({ max: 200, ttl: Math.max(1, ttlMs) })
  }

  /** What a background refresh waits for first (the pages an event changes: pages.ts). */
  private refreshAfter: () => Promise<unknown> = () => Promise.resolve()

  /**
   * Background refreshes start after `until()` resolves. One takes a turn at the content API (a sidebar over 10,000
   * posts: about 25 ms), and the pages a publish changes must not wait behind a read they do not need.
   */
  deferRefreshes(until: () => Promise<unknown>): void {
    this.refreshAfter = until
  }

  /** Told which documents a refreshed answer shows differently (shown-documents.ts `changedShown`). */
  private shownChanged?: (ids: string[]) => void

  /** Whether a changed answer is told at once (only then can a page depend on an answer's value alone). */
  get refreshesEagerly(): boolean {
    return this.shownChanged !== undefined
  }

  /**
   * Refreshes an answer as soon as an event makes it stale (not at the next render asking for it) and calls `onChange`
   * with the documents the new answer shows differently: the pages cached with the old one show them out of date
   * (a category's post count after a post was published, moved or unpublished elsewhere), though none of the
   * documents they show changed, so no event names them.
   */
  refreshEagerly(onChange: (ids: string[]) => void): void {
    this.shownChanged = onChange
  }

  read<A extends Answer>(key: string, load: () => Promise<A>, byValue = false): Promise<A> {
    const known = this.answers.get(key)
    if (known && !known.stale) return known.answer as Promise<A>
    if (known) {
      this.refresh(key, known, load)
      return known.answer as Promise<A>
    }
    const entry = this.start(key, load)
    entry.byValue = byValue
    this.answers.set(key, entry)
    return entry.answer as Promise<A>
  }

  /** The old answer serves until the new one is in (one refresh at a time). */
  private refresh(key: string, known: SharedAnswer, load: () => Promise<Answer>): void {
    known.stale = false
    const entry = this.start(key, load, this.refreshAfter)
    entry.byValue = known.byValue
    known.refreshing = entry
    entry.answer.then(
      () => {
        known.refreshing = undefined
        if (!known.value || !entry.value) return
        const changed = shownDifferentlyUnchanged(known.value, entry.value)
        if (known.byValue && answerChanged(known.value.result, entry.value.result))
          changed.push(answerId(key))
        if (changed.length > 0) this.shownChanged?.(changed)
      },
      () => {
        // Still out of date: the next render asking reads it again.
        known.refreshing = undefined
        known.stale = true
      },
    )
  }

  /** The answer `outdated` is wrong about a document it shows: read it again now (once, for every render asking). */
  reload<A extends Answer>(key: string, load: () => Promise<A>, outdated: Promise<A>): Promise<A> {
    const known = this.answers.get(key)
    if (known && known.answer !== outdated && !known.stale) return known.answer as Promise<A>
    const entry = this.start(key, load)
    this.answers.set(key, entry)
    return entry.answer as Promise<A>
  }

  /** Reads `load`'s answer, after `until()` when given (a background refresh). */
  private start(key: string, load: () => Promise<Answer>, until?: () => Promise<unknown>): SharedAnswer {
    const answer = until ? until().then(load) : load()
    const entry: SharedAnswer = { answer, load, stale: false }
    entry.answer.then(
      (answer) => {
        entry.value = answer
        entry.tags = new Set(answer.tags)
        this.answers.set(key, entry)
        // An event came while it was read: read again now rather than at the next render.
        if (entry.stale && this.shownChanged) this.refresh(key, entry, load)
      },
      () => {
        if (this.answers.get(key) === entry) this.answers.delete(key)
      },
    )
    return entry
  }

  invalidate(tags: readonly string[]): void {
    const touched = (entry: SharedAnswer) =>
      !entry.tags || entry.tags.has(ANY_CHANGE) || tags.some((tag) => entry.tags?.has(tag))
    for (const [key, entry] of this.answers.entries()) {
      // Still on its way: what it depends on is not known yet, so it cannot be trusted past this event.
      if (!touched(entry)) continue
      // A refresh under way may have read before this event: its answer arrives stale (and is read again).
      if (entry.refreshing) entry.refreshing.stale = true
      else if (this.shownChanged && entry.tags) this.refresh(key, entry, entry.load)
      else entry.stale = true
    }
  }

  purgeAll(): void {
    this.answers.clear()
  }
}
