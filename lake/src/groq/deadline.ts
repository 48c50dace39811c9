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
  /** Called once, at the first check after `at` of its own (a query that runs long). */
  whenLong?: { at: number; run: () => void }
}

/** Documents checked between two looks at the clock. */
const CHECK_EVERY = 128

export function checkDeadline(deadline: Deadline | undefined): void {
  if (!deadline) return
  const now = Date.now()
  if (now >= deadline.at) throw QueryLimitError.time(deadline.limitMs)
  if (deadline.whenLong && now >= deadline.whenLong.at) {
    const { run } = deadline.whenLong
    deadline.whenLong = undefined
    run()
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
