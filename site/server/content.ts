/**
 * The server's view of the content API: one anonymous `@sanity/client` (published perspective, no token, the same
 * settings as the browser's) and, per render, a reader that records the sync tags of every response it returns.
 * Runs unchanged against hosted Sanity (the Live Content API) and the local lake.
 */
import type { ContentSettings } from '@escrova/schemas/content-endpoint'
import { createClient, type SanityClient } from '@sanity/client'
import { LRUCache } from 'lru-cache'
import { contentClientConfig } from '../app/lib/content-config.ts'
import type { ContentReader, ReadOptions } from '../app/lib/content-reader.ts'
import { SHOWN_DOCUMENTS_QUERY } from '../app/lib/queries.ts'
import { ANY_CHANGE } from './page-cache.ts'
import {
  type Revisions,
  revisionsOf,
  sameRevisions,
  shownDifferentlyUnchanged,
  shownIds,
  shownTag,
} from './shown-documents.ts'

/** What `@escrova/schemas/content-endpoint` makes of each setting: the same for the function and the Studio. */
export type { ContentSettings } from '@escrova/schemas/content-endpoint'

/** Run-time settings (`SANITY_*`, else the `VITE_SANITY_*` the build used), so one build runs against any API. */
export function contentSettingsFromEnv(env: NodeJS.ProcessEnv): ContentSettings {
  return {
    apiHost: env.SANITY_API_HOST || env.VITE_SANITY_API_HOST,
    projectId: env.SANITY_PROJECT_ID || env.VITE_SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET || env.VITE_SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION || env.VITE_SANITY_API_VERSION,
  }
}

export function createContentClient(settings: ContentSettings): SanityClient {
  const production = process.env.NODE_ENV === 'production'
  return createClient({
    ...contentClientConfig({ ...settings, production }),
    // A visitor waits for this: a lake that is down should give the 503 page in well under a second.
    maxRetries: 2,
    retryDelay: (attempt) => 100 * 2 ** attempt,
    timeout: 10_000,
  })
}

interface Answer {
  result: unknown
  /** The response's sync tags; `[ANY_CHANGE]` when it carried none (an API without the Live Content API). */
  tags: string[]
}

function fetchAnswer(
  client: SanityClient,
  query: string,
  params: Record<string, unknown>,
  lastLiveEventId?: string,
) {
  return client
    .fetch(query, params, {
      filterResponse: false,
      // After an event, ask past any CDN copy older than it (hosted Sanity); the lake ignores what it does not need.
      ...(lastLiveEventId ? { lastLiveEventId } : {}),
    })
    .then((response): Answer => {
      const syncTags = (response as { syncTags?: string[] }).syncTags
      return { result: response.result, tags: syncTags && syncTags.length > 0 ? syncTags : [ANY_CHANGE] }
    })
}

/** A loose read's answer, with the documents it shows and their revisions when it was read (shown-documents.ts). */
interface LooseAnswer extends Answer {
  ids: string[]
  revisions: Revisions
  /** The sync tags of the shown documents alone (their `_id` keys). */
  shownTags: string[]
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
   * posts: about a second), and the pages a publish changes must not wait behind a read they do not need.
   */
  deferRefreshes(until: () => Promise<unknown>): void {
    this.refreshAfter = until
  }

  /** Told which documents a refreshed answer shows differently (shown-documents.ts `changedShown`). */
  private shownChanged?: (ids: string[]) => void

  /**
   * Refreshes an answer as soon as an event makes it stale (not at the next render asking for it) and calls `onChange`
   * with the documents the new answer shows differently: the pages cached with the old one show them out of date
   * (a category's post count after a post was published, moved or unpublished elsewhere), though none of the
   * documents they show changed, so no event names them.
   */
  refreshEagerly(onChange: (ids: string[]) => void): void {
    this.shownChanged = onChange
  }

  read<A extends Answer>(key: string, load: () => Promise<A>): Promise<A> {
    const known = this.answers.get(key)
    if (known && !known.stale) return known.answer as Promise<A>
    if (known) {
      this.refresh(key, known, load)
      return known.answer as Promise<A>
    }
    const entry = this.start(key, load)
    this.answers.set(key, entry)
    return entry.answer as Promise<A>
  }

  /** The old answer serves until the new one is in (one refresh at a time). */
  private refresh(key: string, known: SharedAnswer, load: () => Promise<Answer>): void {
    known.stale = false
    const entry = this.start(key, load, this.refreshAfter)
    known.refreshing = entry
    entry.answer.then(
      () => {
        known.refreshing = undefined
        if (!known.value || !entry.value) return
        const changed = shownDifferentlyUnchanged(known.value, entry.value)
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

/** One render's reads: the union of their sync tags, and whether any read failed (then the page is not cached). */
export class RenderReads implements ContentReader {
  readonly tags = new Set<string>()
  failed = false

  constructor(
    private readonly client: SanityClient,
    private readonly shared: SharedReads,
    private readonly lastLiveEventId: () => string | undefined,
  ) {}

  async fetch<T>(query: string, params: Record<string, unknown> = {}, options: ReadOptions = {}): Promise<T> {
    try {
      if (options.dependency === 'loose') return (await this.looseRead(query, params)) as T
      return this.exact(await this.read(query, params)).result as T
    } catch (error) {
      this.failed = true
      throw error
    }
  }

  private read(query: string, params: Record<string, unknown>) {
    return fetchAnswer(this.client, query, params, this.lastLiveEventId())
  }

  private exact(answer: Answer): Answer {
    for (const tag of answer.tags) this.tags.add(tag)
    return answer
  }

  /**
   * The shared answer, with the page depending exactly on the documents it shows: their revisions are checked now,
   * and an answer that is out of date about one of them is read again (shown-documents.ts).
   */
  private async looseRead(query: string, params: Record<string, unknown>): Promise<unknown> {
    const key = JSON.stringify([query, params])
    // The answer this render's own load produced (checked as it was read); a shared one, or the older answer served
    // while this load refreshes it in the background, is checked below.
    let loaded: LooseAnswer | undefined
    const load = async (): Promise<LooseAnswer> => {
      const answer = await this.read(query, params)
      const ids = shownIds(answer.result)
      const check = ids.length > 0 ? await this.read(SHOWN_DOCUMENTS_QUERY, { ids }) : undefined
      loaded = { ...answer, ids, revisions: revisionsOf(check?.result), shownTags: check?.tags ?? [] }
      return loaded
    }
    const pending = this.shared.read(key, load)
    const answer = await pending
    // The page also depends on how the answer shows each document (`refreshEagerly`).
    for (const id of answer.ids) this.tags.add(shownTag(id))
    if (answer === loaded || answer.ids.length === 0) {
      this.exact({ result: undefined, tags: answer.shownTags })
      return answer.result
    }
    const check = await this.read(SHOWN_DOCUMENTS_QUERY, { ids: answer.ids })
    if (sameRevisions(answer.ids, answer.revisions, revisionsOf(check.result))) {
      this.exact(check)
      return answer.result
    }
    const fresh = await this.shared.reload(key, load, pending)
    for (const id of fresh.ids) this.tags.add(shownTag(id))
    this.exact({ result: undefined, tags: fresh.shownTags })
    return fresh.result
  }
}
