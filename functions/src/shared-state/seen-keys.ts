/**
 * Keys remembered until they expire, for replay protection (webhook signatures already accepted) and redelivered
 * webhook events (`idempotency-key`). One interface, two homes: this process's memory on Node, a Durable Object per
 * key on Workers (`edge/stores.ts`), because a replay may land on any isolate in any location.
 */
export interface SeenKeys {
  /**
   * Records `key` until `expiresAt` (ms) and answers true, or answers false when it is already recorded and not yet
   * expired. Check and record are one step, so two copies arriving at once cannot both be first.
   */
  firstSighting(key: string, expiresAt: number, now: number): Promise<boolean>
}

/** Pruned as it goes, so it holds about one window's worth of keys. */
export class MemorySeenKeys implements SeenKeys {
  private readonly entries = new Map<string, number>()

  async firstSighting(key: string, expiresAt: number, now: number): Promise<boolean> {
    const known = this.entries.get(key)
    if (known !== undefined && known > now) return false
    if (this.entries.size > 1_000) for (const [k, e] of this.entries) if (e <= now) this.entries.delete(k)
    this.entries.set(key, expiresAt)
    return true
  }
}
