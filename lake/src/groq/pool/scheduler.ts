/**
 * Fair shares of the query workers. Each caller has its own queue; a free slot goes to the caller, among those
 * waiting and under their concurrency cap, whose last turn is the oldest (one never served first): round-robin, so
 * one caller's ten costly queries wait behind each other and never ahead of another caller's cheap one.
 */

export interface CallerShare {
  /** Jobs of this caller running at once. */
  concurrency: number
  /** Jobs of this caller waiting for a slot; one more is refused (`QueueFullError`). */
  maxWaiting: number
}

interface Job {
  caller: CallerState
  start: (release: () => void) => void
}

interface CallerState {
  key: string
  share: CallerShare
  running: number
  waiting: Job[]
  /** When its last job started (a count of starts); -1 before the first. */
  lastTurn: number
}

export interface Ticket {
  /** Takes the job out of its queue; false when it has already started. */
  cancel(): boolean
}

export class QueueFullError extends Error {}

export class FairScheduler {
  private readonly callers = new Map<string, CallerState>()
  private running = 0
  private turns = 0

  constructor(private readonly slots: number) {}

  /** Queues `start` for caller `key`; it is called with a `release` to call once the job is done. */
  submit(key: string, share: CallerShare, start: (release: () => void) => void): Ticket {
    const caller = this.callers.get(key) ?? { key, share, running: 0, waiting: [], lastTurn: -1 }
    this.callers.set(key, caller)
    caller.share = share
    if (caller.waiting.length >= share.maxWaiting) throw new QueueFullError(key)
    const job: Job = { caller, start }
    caller.waiting.push(job)
    this.dispatch()
    return { cancel: () => this.cancel(job) }
  }

  /** Jobs started and not released yet, and jobs waiting, over all callers. */
  counts(): { running: number; waiting: number } {
    let waiting = 0
    for (const caller of this.callers.values()) waiting += caller.waiting.length
    return { running: this.running, waiting }
  }

  private cancel(job: Job): boolean {
    const { caller } = job
    const index = caller.waiting.indexOf(job)
    if (index < 0) return false
    caller.waiting.splice(index, 1)
    this.forgetIfIdle(caller)
    return true
  }

  private dispatch(): void {
    while (this.running < this.slots) {
      const caller = this.nextCaller()
      if (!caller) return
      const job = caller.waiting.shift() as Job
      caller.lastTurn = this.turns++
      caller.running++
      this.running++
      let released = false
      job.start(() => {
        if (released) return
        released = true
        caller.running--
        this.running--
        this.forgetIfIdle(caller)
        this.dispatch()
      })
    }
  }

  private nextCaller(): CallerState | undefined {
    let next: CallerState | undefined
    for (const caller of this.callers.values()) {
      if (caller.waiting.length === 0 || caller.running >= caller.share.concurrency) continue
      if (!next || caller.lastTurn < next.lastTurn) next = caller
    }
    return next
  }

  private forgetIfIdle(caller: CallerState): void {
    if (caller.running === 0 && caller.waiting.length === 0) this.callers.delete(caller.key)
  }
}
