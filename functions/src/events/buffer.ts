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
  private flushing: Promise<void> | undefined
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
    this.stats.waiting = this.rows.length
    if (this.rows.length >= this.settings.batchRows) void this.flush()
    return true
  }

  /** Writes everything waiting; resolves when done or failed (failures are kept for the next try). */
  flush(): Promise<void> {
    this.flushing ??= this.writeWaiting().finally(() => {
      this.flushing = undefined
    })
    return this.flushing
  }

  private async writeWaiting(): Promise<void> {
    while (this.rows.length > 0) {
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
      this.stats.stored += batch.length
      this.stats.waiting = this.rows.length
    }
  }

  async close(): Promise<void> {
    this.stopTimer()
    await this.flush()
  }
}
