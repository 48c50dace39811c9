/**
 * The server's view of the content API: one anonymous `@sanity/client` (published perspective, no token, the same
 * settings as the browser's) and, per render, a reader that records the sync tags of every response it returns.
 * Runs unchanged against hosted Sanity (the Live Content API) and the local lake.
 */
import type { ContentSettings } from '@escrova/schemas/content-endpoint'
import { createClient, type SanityClient } from '@sanity/client'
import { contentClientConfig } from '../app/lib/content-config.ts'
import type { ContentReader, ReadOptions } from '../app/lib/content-reader.ts'
import { SHOWN_DOCUMENTS_QUERY } from '../app/lib/queries.ts'
import { isWatched, readKey } from './loose-reads.ts'
import { ANY_CHANGE } from './page-cache.ts'
import type { Answer, SharedReads } from './shared-reads.ts'
import {
  answerId,
  type Revisions,
  revisionsOf,
  sameRevisions,
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

export function fetchAnswer(
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

/**
 * One render's reads: the union of their sync tags, and whether any read failed (then the page is not cached).
 *
 * Behind an edge (`share` off: the edge is the cache) every read is the render's own: a loose one's page is purged by
 * the edge's purger when the answer shows its documents differently (site/edge/watched-reads.ts), so the page asked
 * for again must show the new answer. The loose answer's own tags go to `watchedTags`: not the page's keys, but an
 * event naming them during the render makes it overtaken (a second at the edge).
 */
export class RenderReads implements ContentReader {
  readonly tags = new Set<string>()
  readonly watchedTags = new Set<string>()
  failed = false

  constructor(
    private readonly client: SanityClient,
    private readonly shared: SharedReads,
    private readonly lastLiveEventId: () => string | undefined,
    /** Off behind an edge: every read is this render's own. */
    private readonly share = true,
  ) {}

  async fetch<T>(query: string, params: Record<string, unknown> = {}, options: ReadOptions = {}): Promise<T> {
    try {
      if (options.dependency === 'loose') return (await this.looseRead(query, params)) as T
      if (options.dependency === 'value' && this.share && this.shared.refreshesEagerly)
        return (await this.valueRead(query, params)) as T
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
   * The shared answer, the page depending on its value alone: it is rendered again when an eager refresh finds the
   * answer changed (`answerId`). Without eager refreshes (behind an edge, which no refresh reaches) it is an exact read.
   */
  private async valueRead(query: string, params: Record<string, unknown>): Promise<unknown> {
    const key = readKey(query, params)
    const answer = await this.shared.read(key, () => this.read(query, params), true)
    this.tags.add(shownTag(answerId(key)))
    return answer.result
  }

  /**
   * The shared answer, with the page depending exactly on the documents it shows: their revisions are checked now,
   * and an answer that is out of date about one of them is read again (shown-documents.ts).
   */
  private async looseRead(query: string, params: Record<string, unknown>): Promise<unknown> {
    const key = readKey(query, params)
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
    if (!this.share) {
      // One the purger does not watch would never be purged for a changed answer: exact.
      if (!isWatched(key)) return this.exact(await this.read(query, params)).result
      const own = await load()
      for (const tag of own.tags) this.watchedTags.add(tag)
      for (const id of own.ids) this.tags.add(shownTag(id))
      this.exact({ result: undefined, tags: own.shownTags })
      return own.result
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
