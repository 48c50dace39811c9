/**
 * The one way tests wait: for a condition, never for a fixed time. Timeouts are generous because the suites share a
 * loaded 2-core machine; a condition that holds returns at once.
 */
import { expect } from 'vitest'

export interface WaitOptions<T> {
  timeoutMs?: number
  intervalMs?: number
  /** When the value read is good enough; by default, when it is truthy. */
  accept?: (value: T) => boolean
  /** Said in the timeout error, to show what was seen last. */
  describe?: (last: T) => Promise<string> | string
}

/** Reads until `accept` likes the value and returns it; throws with the last value when time runs out. */
export async function waitFor<T>(read: () => T | Promise<T>, options: WaitOptions<T> = {}): Promise<T> {
  const { timeoutMs = 30_000, intervalMs = 100, accept = Boolean } = options
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (accept(value)) return value
    if (Date.now() > deadline) {
      const seen = options.describe ? await options.describe(value) : JSON.stringify(value)
      throw new Error(`timed out after ${timeoutMs} ms; last seen: ${seen}`)
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/** `expect.poll` with room for a loaded machine (vitest's default gives up after one second). */
export function poll<T>(read: () => T | Promise<T>, options: { timeout?: number; interval?: number } = {}) {
  return expect.poll(read, { timeout: 15_000, interval: 100, ...options })
}
