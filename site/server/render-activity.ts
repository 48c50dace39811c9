/**
 * Whether the site server is rendering, for work that should only take a quiet server's CPU (`finer-brotli.ts`): it
 * waits until no render has run for a moment, so a burst of renders (a publish's pages, readers' first requests for
 * pages not cached) keeps both cores.
 */
import { setTimeout as sleep } from 'node:timers/promises'

export class RenderActivity {
  private running = 0
  private lastEnded = Number.NEGATIVE_INFINITY

  /** Marks a render as running; call what it returns when the render ends (once; more calls do nothing). */
  begin(): () => void {
    this.running += 1
    let ended = false
    return () => {
      if (ended) return
      ended = true
      this.running -= 1
      this.lastEnded = performance.now()
    }
  }

  /** Resolves once no render has run for `ms`. */
  async quiet(ms: number): Promise<void> {
    for (;;) {
      const since = performance.now() - this.lastEnded
      if (this.running === 0 && since >= ms) return
      await sleep(this.running > 0 ? ms : ms - since, undefined, { ref: false })
    }
  }
}
