/**
 * A worker thread running a long query steps down in CPU priority (a higher nice value: per thread on Linux), so
 * that short queries on the other workers, and the main thread, get the CPU first; it steps back up when the query
 * ends. Stepping back up needs the right to (root, or a `RLIMIT_NICE` that allows it); without it the thread stays
 * lower, which only ever favours the main thread. Without @napi-rs/nice's binary, priorities are left alone.
 */
import { createRequire } from 'node:module'

type Nice = (increment: number) => number

/** How far a long query's thread steps down (0 normal, 19 lowest). */
const STEP = 10

function loadNice(): Nice | undefined {
  try {
    return (createRequire(import.meta.url)('@napi-rs/nice') as { nice: Nice }).nice
  } catch {
    return undefined
  }
}

const nice = loadNice()
let lowered = false
/** Could not step back up once: stays lower, and never steps down further. */
let stuck = false

export function lowerPriority(): void {
  if (!nice || lowered || stuck) return
  try {
    nice(STEP)
    lowered = true
  } catch {
    // Not allowed here (a restricted platform): leave priorities alone.
  }
}

export function restorePriority(): void {
  if (!nice || !lowered) return
  lowered = false
  try {
    nice(-STEP)
  } catch {
    stuck = true
  }
}
