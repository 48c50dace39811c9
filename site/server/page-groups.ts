/**
 * The groups of pages.ts: the pages one live event names, rendered again and stored together (`cache.swap`), and the
 * background groups of pages whose shared answers moved (a sidebar's counts), which hold no reader.
 */
import type { CachedPage, PageCache } from './page-cache.ts'

/** A group's renders run a few at a time; past the deadline, the pages not rendered yet go stale (rendered on demand). */
export const GROUP = { concurrency: 4, deadlineMs: 3_000 }
/**
 * A background group (the post pages whose sidebar counts moved) renders one page at a time, after the event's own
 * group, holding no reader: on a 2-core server four at once took the main thread and the content API's queue from the
 * next publish's pages and from readers for about a second at 10,000 posts (`npm run bench live`).
 */
export const BACKGROUND_GROUP = { concurrency: 1, deadlineMs: 10_000 }

const noop = () => {}

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
  { concurrency, deadlineMs } = GROUP,
): Promise<void> {
  const group = ids.flatMap((key) => {
    const previous = cache.peek(key)
    return previous ? [{ key, previous }] : []
  })
  const queue = [...group]
  const rendered = new Map<string, CachedPage | undefined>()
  let open = true
  const worker = async () => {
    for (let next = queue.shift(); next && open; next = queue.shift()) {
      const result = await renderForGroup(next.key).catch(() => undefined)
      if (open) rendered.set(next.key, result?.state === 'kept' ? result.page : undefined)
    }
  }
  const workers = Array.from({ length: Math.min(concurrency, group.length) }, worker)
  await raceDeadline([Promise.all(workers)], deadlineMs)
  open = false
  cache.swap(group.map(({ key, previous }) => ({ key, previous, page: rendered.get(key) })))
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
