/**
 * Work that continues after the response (sheet delivery). On Workers it is handed to `waitUntil` so
 * the isolate stays alive for it; on Node it simply runs. Either way it is tracked, so shutdown and tests can wait
 * for it (`settle`), and its failures are logged, never thrown into the void.
 */
import type { Context } from 'hono'
import { errorFields, type Logger } from './logger.ts'

export class BackgroundTasks {
  private readonly running = new Set<Promise<unknown>>()

  constructor(private readonly logger: Logger) {}

  run(task: () => Promise<unknown>, label: string, c?: Context): void {
    const promise = task()
      .catch((error) => this.logger.error(`${label} failed`, errorFields(error)))
      .finally(() => this.running.delete(promise))
    this.running.add(promise)
    if (c) {
      try {
        c.executionCtx.waitUntil(promise)
      } catch {
        // Not on Workers: no execution context, and nothing more to do.
      }
    }
  }

  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running])
  }
}
