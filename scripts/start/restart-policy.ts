/** When `npm start` restarts a crashed service, and the line it prints about it. */

export interface RestartPolicy {
  /** The wait before the first restart after a quiet period. */
  firstDelayMs: number
  /** The longest wait: a service that keeps crashing is retried this often, so a crash loop never spins the CPU. */
  maxDelayMs: number
  /** A service that stayed up this long before crashing starts again from `firstDelayMs`. */
  stableAfterMs: number
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  stableAfterMs: 30_000,
}

/** The wait before the next restart: doubled for each crash in a row (capped), reset after a long enough run. */
export function nextRestartDelay(
  previousDelayMs: number,
  upForMs: number,
  policy: Partial<RestartPolicy> = {},
): number {
  const { firstDelayMs, maxDelayMs, stableAfterMs } = { ...DEFAULT_RESTART_POLICY, ...policy }
  if (previousDelayMs <= 0 || upForMs >= stableAfterMs) return firstDelayMs
  return Math.min(previousDelayMs * 2, maxDelayMs)
}

function duration(ms: number): string {
  return ms < 1_000 ? `${ms} ms` : `${Number((ms / 1_000).toFixed(1))} s`
}

/** One line: which service, how it ended, when it comes back; the rest of `npm start` keeps running. */
export function restartLine(
  name: string,
  code: number | null,
  signal: NodeJS.Signals | null,
  delayMs: number,
  restart: number,
  now = new Date(),
): string {
  const how = code === null ? `was killed by ${signal}` : `crashed with exit code ${code}`
  const at = now.toTimeString().slice(0, 8)
  return `${name} ${how} at ${at}; restarting it in ${duration(delayMs)} (restart ${restart}); the other services keep running`
}
