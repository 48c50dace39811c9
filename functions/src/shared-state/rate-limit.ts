/**
 * The per-client rate limit's state, behind one interface so the middleware does not care where counts live: in
 * this process's memory on Node (`MemoryRateLimitStore`), or in a Durable Object per client on Workers
 * (`workers/stores.ts`), where every isolate in every location must see the same count.
 */

export interface RateLimitConfig {
  /** Requests allowed per client in one window. */
  max: number
  windowMs: number
}

export interface FixedWindow {
  startedAt: number
  count: number
}

export interface RateLimitDecision {
  allowed: boolean
  /** Seconds until the client's window ends (at least 1); what `Retry-After` says when refused. */
  retryAfterSeconds: number
}

export interface RateLimitStore {
  /** Counts one request by `client` at `now` (ms) and says whether it is within the limit. */
  hit(client: string, now: number, config: RateLimitConfig): Promise<RateLimitDecision>
}

/** The fixed-window rule, shared by both stores: a new window starts when the last one has run out. */
export function countHit(
  window: FixedWindow | undefined,
  now: number,
  config: RateLimitConfig,
): { window: FixedWindow; decision: RateLimitDecision } {
  const current =
    !window || now - window.startedAt >= config.windowMs
      ? { startedAt: now, count: 1 }
      : { startedAt: window.startedAt, count: window.count + 1 }
  const retryAfterSeconds = Math.max(1, Math.ceil((current.startedAt + config.windowMs - now) / 1000))
  return { window: current, decision: { allowed: current.count <= config.max, retryAfterSeconds } }
}

/** One process's counts: exact on Node (one process serves everyone), per isolate if used on Workers. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, FixedWindow>()
  private lastSweep = 0

  async hit(client: string, now: number, config: RateLimitConfig): Promise<RateLimitDecision> {
    if (now - this.lastSweep > config.windowMs) {
      // Forget finished windows so the map stays as large as the set of recent clients.
      for (const [key, window] of this.windows)
        if (now - window.startedAt >= config.windowMs) this.windows.delete(key)
      this.lastSweep = now
    }
    const { window, decision } = countHit(this.windows.get(client), now, config)
    this.windows.set(client, window)
    return decision
  }
}
