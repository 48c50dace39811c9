/**
 * The server's view of the content API: one anonymous `@sanity/client` (published perspective, no token, the same
 * settings as the browser's) and, per render, a reader that records the sync tags of every response it returns.
 * Runs unchanged against hosted Sanity (the Live Content API) and the local lake.
 */
import { createClient, type SanityClient } from '@sanity/client'
import { contentClientConfig } from '../app/lib/content-config.ts'
import type { ContentReader, ReadOptions } from '../app/lib/content-reader.ts'
import { ANY_CHANGE } from './page-cache.ts'

export interface ContentSettings {
  apiHost?: string
  projectId?: string
  dataset?: string
  apiVersion?: string
}

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

/** One render's reads: the union of their sync tags, and whether any read failed (then the page is not cached). */
export class RenderReads implements ContentReader {
  readonly tags = new Set<string>()
  failed = false
  /** Reads left out of `tags` on purpose (see `ReadOptions.dependency`). */
  looseReads = 0

  constructor(
    private readonly client: SanityClient,
    private readonly lastLiveEventId: () => string | undefined,
  ) {}

  async fetch<T>(query: string, params: Record<string, unknown> = {}, options: ReadOptions = {}): Promise<T> {
    try {
      const lastLiveEventId = this.lastLiveEventId()
      const response = await this.client.fetch<T>(query, params, {
        filterResponse: false,
        // After an event, ask past any CDN copy older than it (hosted Sanity); the lake ignores what it does not need.
        ...(lastLiveEventId ? { lastLiveEventId } : {}),
      })
      const syncTags = (response as { syncTags?: string[] }).syncTags
      // A response without sync tags (an API without the Live Content API) depends on everything.
      if (options.dependency === 'loose') this.looseReads += 1
      else if (syncTags && syncTags.length > 0) for (const tag of syncTags) this.tags.add(tag)
      else this.tags.add(ANY_CHANGE)
      return response.result
    } catch (error) {
      this.failed = true
      throw error
    }
  }
}
