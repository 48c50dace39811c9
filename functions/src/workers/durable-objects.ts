/**
 * The Durable Object class the Worker exports (`wrangler.toml` binds and migrates them). Cloudflare runs one
 * instance per id, worldwide, and delivers its calls one at a time, so a read-then-write here is atomic across every
 * isolate: what the function's in-memory maps cannot promise on Workers.
 *
 * It keeps its state in the object's storage (SQLite-backed, strongly consistent) rather than in a field, so an
 * evicted, restarted or moved object still knows it; an alarm deletes the state once it has expired.
 */
import { DurableObject } from 'cloudflare:workers'
import type { RateLimitConfig } from '../config.ts'
import { countHit, type FixedWindow, type RateLimitDecision } from '../shared-state/rate-limit.ts'

/** One per client (`idFromName(client)`): that client's current fixed window. */
export class ClientRateLimiter extends DurableObject {
  async hit(now: number, config: RateLimitConfig): Promise<RateLimitDecision> {
    const storage = this.ctx.storage
    const previous = await storage.get<FixedWindow>('window')
    const { window, decision } = countHit(previous, now, config)
    await storage.put('window', window)
    if (window.startedAt !== previous?.startedAt) await storage.setAlarm(window.startedAt + config.windowMs)
    return decision
  }

  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll()
  }
}
