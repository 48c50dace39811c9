/**
 * A query's stop time, checked while it runs: every `*` scan iterates one of the arrays guarded here, so a query
 * that multiplies scans (`*[]{"x": *[]{"y": *[]}}`) stops itself at its time limit, and the worker that ran it
 * stays (`pool/`; a query that does not stop this way is stopped by terminating its worker).
 */
import { QueryLimitError } from './errors.ts'

export interface Deadline {
  /** `Date.now()` at which the query stops. */
  at: number
  /** The caller's time limit, for the error message. */
  limitMs: number
  /** Called at the first check after its own `at` (a query running long); answers when to call it again, if ever. */
  whenLong?: { at: number; run: () => number | undefined }
}

/** Documents checked between two looks at the clock. */
const CHECK_EVERY = 128

export function checkDeadline(deadline: Deadline | undefined): void {
  if (!deadline) return
  const now = Date.now()
  if (now >= deadline.at) throw QueryLimitError.time(deadline.limitMs)
  const { whenLong } = deadline
  if (whenLong && now >= whenLong.at) {
    const again = whenLong.run()
    if (again === undefined) deadline.whenLong = undefined
    else whenLong.at = again
  }
}

/** A copy of `items` whose iteration throws `QueryLimitError` once the deadline has passed. */
export function guarded<T>(items: readonly T[], deadline: Deadline): T[] {
  const copy = items.slice()
  Object.defineProperty(copy, Symbol.iterator, {
    value: function* () {
      for (let index = 0; index < copy.length; index++) {
        if (index % CHECK_EVERY === 0) checkDeadline(deadline)
        yield copy[index]
      }
    },
  })
  return copy
}
