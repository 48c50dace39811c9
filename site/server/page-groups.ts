/**
 * The groups of pages.ts: the pages one live event names, rendered again and stored together (`cache.swap`), and the
 * background groups of pages whose shared answers moved (a sidebar's counts), which hold no reader.
 */
import { setTimeout as rest } from 'node:timers/promises'
import type { CachedPage, PageCache, Swapped } from './page-cache.ts'

export interface GroupOptions {
  concurrency: number
  deadlineMs: number
  /** After each page, each render slot waits this many times as long as the page took. */
  restRatio?: number
}

/** A group's renders run a few at a time; past the deadline, the pages not rendered yet go stale (rendered on demand). */
export const GROUP: GroupOptions = { concurrency: 4, deadlineMs: 3_000 }
/**
 * A background group (the post pages whose sidebar counts moved) renders one page at a time, after the event's own
 * group, holding no reader, and rests twice as long as each page took: it takes at most a third of the server's main
 * thread, and readers and the next publish's pages the rest. At 10,000 posts with four readers requesting pages, a
 * publish went live in 729 ms (p50, 3 runs) with no rest, 620 with a rest as long as the render, 521-540 with twice
 * as long, and 493-515 with no background group at all (`npm run bench live` with the lake and the site server in its
 * own process, as it ran until stop 45). Four pages at once took the main thread and the content API's queue from
 * them for about a second.
 */
export const BACKGROUND_GROUP: GroupOptions = { concurrency: 1, deadlineMs: 10_000, restRatio: 2 }

export const noop = () => {}

/** Until the first of `pending` settles, or `ms` pass. */
export async function raceDeadline(pending: Promise<unknown>[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([...pending, new Promise((done) => (timer = setTimeout(done, ms)))])
  clearTimeout(timer)
}

/** One event's pages, rendered again and stored together (`cache.swap`); what misses the deadline goes stale. */
export async function refreshGroup(
  cache: PageCache,
  ids: string[],
  renderForGroup: (id: string) => Promise<{ state: string; page: CachedPage }>,
  { concurrency, deadlineMs, restRatio = 0 }: GroupOptions = GROUP,
): Promise<void> {
  const group = ids.flatMap((key) => {
    const previous = cache.peek(key)
    return previous ? [{ key, previous }] : []
  })
  const queue = [...group]
  const rendered = new Map<string, Swapped['rendered']>()
  let open = true
  const worker = async () => {
    for (let next = queue.shift(); next && open; next = queue.shift()) {
      const started = performance.now()
      const since = cache.position
      const result = await renderForGroup(next.key).catch(() => undefined)
      if (open) rendered.set(next.key, result?.state === 'kept' ? { page: result.page, since } : undefined)
      if (restRatio > 0 && queue.length > 0) await rest((performance.now() - started) * restRatio)
    }
  }
  const workers = Array.from({ length: Math.min(concurrency, group.length) }, worker)
  await raceDeadline([Promise.all(workers)], deadlineMs)
  open = false
  cache.swap(group.map(({ key, previous }) => ({ key, previous, rendered: rendered.get(key) })))
}

/**
 * Background groups, one at a time, each after the event groups then in flight; the pages of those asked for meanwhile
 * wait as one (a burst of publishes moves the counts again and again: only the last render of each page is worth it).
 */
export function backgroundQueue(run: (ids: string[]) => Promise<void>, after: () => Promise<unknown>) {
  let chain = Promise.resolve()
  let waiting: Set<string> | undefined
  return (ids: string[]) => {
    if (waiting) {
      for (const id of ids) waiting.add(id)
      return
    }
    const next = new Set(ids)
    waiting = next
    chain = chain
      .then(after)
      .then(() => {
        waiting = undefined
        return run([...next])
      })
      .catch(noop)
  }
}

export interface Groups {
  /** Whether an event's group is rendering. */
  readonly rendering: boolean
  /** Once every event's group rendering now has swapped (within its deadline; later groups are not waited for). */
  settled(): Promise<unknown>
}

export const NO_GROUPS: Groups = { rendering: false, settled: () => Promise.resolve() }

/**
 * Has `cache` render its groups: an event's at once, after every target has heard the event (the shared reads too:
 * live-invalidation.ts), not inside it; a background one after those. None while the live stream is away.
 */
export function refreshGroups(
  cache: PageCache,
  connected: () => boolean,
  renderForGroup: (id: string) => Promise<{ state: string; page: CachedPage }>,
  onGroup: () => void,
): Groups {
  const inFlight = new Set<Promise<void>>()
  const settled = () => Promise.all([...inFlight])
  const inBackground = backgroundQueue(
    (ids) => refreshGroup(cache, ids, renderForGroup, BACKGROUND_GROUP),
    settled,
  )
  cache.refreshWith((ids, background) => {
    if (!connected()) return false
    onGroup()
    if (background) {
      inBackground(ids)
      return true
    }
    const group: Promise<void> = new Promise<void>((done) =>
      setImmediate(() => refreshGroup(cache, ids, renderForGroup).then(done, done)),
    ).finally(() => inFlight.delete(group))
    inFlight.add(group)
    return true
  })
  return {
    get rendering() {
      return inFlight.size > 0
    },
    settled,
  }
}
