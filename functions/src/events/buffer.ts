/**
 * Events wait in memory and go to the store in batches, so a beacon or a form submission never waits on the store.
 * A batch that fails stays at the front and is retried on the next tick (the store may be down). The buffer is
 * bounded: once `maxRows` events wait, newer events are dropped and counted (`dropped`), never the ones already
 * accepted. What a `kill -9` loses is what is waiting: at most one flush interval of events while the store is up
 * (`npm run bench insights` measures it), everything waiting while it is down.
 */
import type { Logger } from '../util/logger.ts'
import { errorFields } from '../util/logger.ts'
import type { EventRow, InsightsStore } from './store/store.ts'

export interface BufferSettings {
  flushIntervalMs: number
  /** A batch this large is written at once, without waiting for the interval. */
  batchRows: number
  maxRows: number
}

export const DEFAULT_BUFFER: BufferSettings = { flushIntervalMs: 1_000, batchRows: 5_000, maxRows: 200_000 }

export interface BufferStats {
  waiting: number
  stored: number
  dropped: number
  failedFlushes: number
}

export class EventBuffer {
  private rows: EventRow[] = []
  /** Events ever added, and ever written: a flush writes up to the count added when it starts. */
  private added = 0
  private written = 0
  private running: Promise<void> | undefined
  private queued: Promise<void> | undefined
  private readonly stopTimer: () => void
  readonly stats: BufferStats = { waiting: 0, stored: 0, dropped: 0, failedFlushes: 0 }

  constructor(
    private readonly store: () => Promise<InsightsStore>,
    private readonly settings: BufferSettings,
    private readonly logger: Logger,
  ) {
    const timer = setInterval(() => void this.flush(), settings.flushIntervalMs)
    // On Node the timer must not keep a finished process alive; Workers' timers have no `unref`.
    ;(timer as { unref?: () => void }).unref?.()
    this.stopTimer = () => clearInterval(timer)
  }

  /** False when the buffer is full and the event was dropped. */
  add(row: EventRow): boolean {
    if (this.rows.length >= this.settings.maxRows) {
      this.stats.dropped++
      return false
    }
    this.rows.push(row)
    this.added++
    this.stats.waiting = this.rows.length
    if (this.rows.length >= this.settings.batchRows) void this.flush()
    return true
  }

  /**
   * Writes every event added before the call; resolves when done or failed (failures are kept for the next try).
   * A call during a write is answered by one more flush after it, shared by every such call: writing what arrived
   * during each write at once would make every insert a small one, and an insert's cost is mostly fixed (about
   * 30 ms of chDB's CPU for one row or five thousand).
   */
  flush(): Promise<void> {
    if (!this.running) return this.start()
    this.queued ??= this.running.then(() => {
      this.queued = undefined
      return this.start()
    })
    return this.queued
  }

  private start(): Promise<void> {
    this.running = this.writeUpTo(this.added).finally(() => {
      this.running = undefined
    })
    return this.running
  }

  private async writeUpTo(target: number): Promise<void> {
    while (this.written < target && this.rows.length > 0) {
      const batch = this.rows.slice(0, this.settings.batchRows)
      try {
        await (await this.store()).insert(batch)
      } catch (error) {
        this.stats.failedFlushes++
        this.logger.warn('insights store unavailable; events kept in memory', {
          waiting: this.rows.length,
          ...errorFields(error),
        })
        return
      }
      this.rows.splice(0, batch.length)
      this.written += batch.length
      this.stats.stored += batch.length
      this.stats.waiting = this.rows.length
    }
  }

  async close(): Promise<void> {
    this.stopTimer()
    await this.flush()
  }
}
