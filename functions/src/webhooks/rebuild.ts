/**
 * The site's rebuild hook, debounced and coalesced: a burst of webhooks (an editor publishing ten posts, a bulk
 * import) becomes one rebuild after a quiet moment, and rebuilds never overlap. The hook is a URL to POST (a static
 * host's deploy hook) or a function (locally: rebuild the pre-rendered site).
 */
import type { RebuildHook } from '../config.ts'
import type { Logger } from '../util/logger.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class RebuildScheduler {
  private pending: Promise<void> | undefined
  private reasons = new Set<string>()
  private running: Promise<void> = Promise.resolve()
  runs = 0

  constructor(
    private readonly hook: RebuildHook | undefined,
    private readonly debounceMs: number,
    private readonly logger: Logger,
  ) {}

  get configured(): boolean {
    return this.hook !== undefined
  }

  /** Asks for a rebuild; every request made before the debounce ends shares one run. */
  request(reason: string): Promise<void> {
    this.reasons.add(reason)
    if (!this.pending) this.pending = this.schedule()
    return this.pending
  }

  private async schedule(): Promise<void> {
    await sleep(this.debounceMs)
    this.pending = undefined
    const reasons = [...this.reasons]
    this.reasons.clear()
    const run = this.running.then(() => this.invoke(reasons))
    this.running = run.catch(() => {})
    await run
  }

  private async invoke(reasons: string[]): Promise<void> {
    if (!this.hook) return
    this.runs += 1
    const started = Date.now()
    if (typeof this.hook === 'function') await this.hook()
    else {
      const response = await fetch(this.hook, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'content-changed', documents: reasons }),
        signal: AbortSignal.timeout(30_000),
      })
      await response.body?.cancel().catch(() => {})
      if (!response.ok) throw new Error(`rebuild hook answered HTTP ${response.status}`)
    }
    this.logger.info('site rebuild triggered', { documents: reasons, ms: Date.now() - started })
  }
}
