/**
 * The site's loose reads (site/server/loose-reads.ts: each language's post sidebar, with its category counts),
 * watched by the edge's purger. When such an answer changes, no live event names the pages that show it: a post
 * published elsewhere moves a category's count on every post page. So the purger reads each one again after an
 * event touching its tags and purges the keys of the documents it now shows differently (`site:shown:<id>`), which
 * the pages carry (site/server/edge.ts). The site server's own cache does the same with its eager refresh
 * (site/server/shared-reads.ts); behind an edge every render reads these itself (site/server/content.ts), so the
 * page asked for again after the purge shows the new answer.
 */
import type { SanityClient } from '@sanity/client'
import pRetry from 'p-retry'
import { fetchAnswer } from '../server/content.ts'
import type { LooseRead } from '../server/loose-reads.ts'
import { ANY_CHANGE } from '../server/page-cache.ts'
import { changedShown, shownTag } from '../server/shown-documents.ts'

/** The page tags two answers differ by (with no `before`: every tag the answer gives pages). */
const changedTags = (before: unknown, after: unknown) => changedShown(before, after).map(shownTag)

interface Watch {
  read: LooseRead
  /** The last answer's sync tags; unknown until one has been read. */
  tags?: ReadonlySet<string>
  result?: unknown
  /** A read failed since `result`: pages may show an answer this never saw, so the next one purges all it shows. */
  lost: boolean
  reading?: Promise<void>
  /** An event came while it was read: read again after. */
  again: boolean
}

export interface ReadWatcher {
  /** A live event's tags: the reads they touch are read again, and what changed is purged. */
  invalidate(tags: readonly string[]): void
  /** Every page was purged: each read is read again, purging nothing. */
  purgeAll(): void
  /** Resolves when no read is under way. */
  settled(): Promise<void>
}

export function watchReads(options: {
  client: SanityClient
  reads: readonly LooseRead[]
  lastEventId: () => string | undefined
  /** Purges the pages carrying any of `tags`. */
  purge: (tags: string[], why: string) => void
  log: (line: string) => void
  retries?: number
}): ReadWatcher {
  const watches: Watch[] = options.reads.map((read) => ({ read, lost: true, again: false }))

  const readOnce = (watch: Watch) =>
    pRetry(() => fetchAnswer(options.client, watch.read.query, watch.read.params, options.lastEventId()), {
      retries: options.retries ?? 5,
      minTimeout: 200,
      maxTimeout: 5000,
    })

  const compare = (watch: Watch, result: unknown, purging: boolean) => {
    if (!purging) return
    const tags = watch.lost
      ? [...new Set([...changedTags(undefined, watch.result), ...changedTags(undefined, result)])]
      : changedTags(watch.result, result)
    if (tags.length > 0)
      options.purge(tags, `what a loose read ${JSON.stringify(watch.read.params)} now shows`)
  }

  const refresh = (watch: Watch, purging: boolean) => {
    if (watch.reading) {
      watch.again = true
      return
    }
    watch.again = false
    watch.reading = readOnce(watch)
      .then(
        (answer) => {
          compare(watch, answer.result, purging)
          watch.result = answer.result
          watch.tags = new Set(answer.tags)
          watch.lost = false
        },
        (error: Error) => {
          watch.lost = true
          watch.tags = undefined
          options.log(
            `[purger] could not read the loose read ${JSON.stringify(watch.read.params)} again (${error.message}); the next event tries again`,
          )
        },
      )
      .finally(() => {
        watch.reading = undefined
        if (watch.again) refresh(watch, true)
      })
  }

  const touched = (watch: Watch, tags: readonly string[]) =>
    !watch.tags || watch.tags.has(ANY_CHANGE) || tags.some((tag) => watch.tags?.has(tag))

  for (const watch of watches) refresh(watch, false)
  return {
    invalidate(tags) {
      for (const watch of watches) if (touched(watch, tags)) refresh(watch, true)
    },
    purgeAll() {
      for (const watch of watches) {
        watch.lost = false
        refresh(watch, false)
      }
    },
    async settled() {
      while (watches.some((watch) => watch.reading))
        await Promise.allSettled(watches.map((watch) => watch.reading))
    },
  }
}
