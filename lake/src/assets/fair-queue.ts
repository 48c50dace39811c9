/**
 * Runs async jobs at most `concurrency` at a time, taking turns between callers: each caller has its own first-come
 * queue, and a freed slot goes to the next caller in round-robin order, so one caller's burst only delays its own
 * jobs, while another caller's job runs as soon as a slot frees. p-limit and p-queue share one queue among all.
 */
export class FairQueue {
  private running = 0
  private readonly queues = new Map<string, Array<() => void>>()

  constructor(
    private readonly concurrency: number,
    /** Jobs one caller may have waiting; past it `run` rejects with `onFull('caller')`. */
    private readonly perCaller: number,
    /** Jobs that may wait in all; past it `run` rejects with `onFull('all')`. */
    private readonly total: number,
    private readonly onFull: (which: 'caller' | 'all') => Error,
  ) {}

  get waiting(): number {
    let count = 0
    for (const queue of this.queues.values()) count += queue.length
    return count
  }

  async run<T>(caller: string, job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      const queue = this.queues.get(caller) ?? []
      if (queue.length >= this.perCaller) throw this.onFull('caller')
      if (this.waiting >= this.total) throw this.onFull('all')
      await new Promise<void>((start) => {
        queue.push(start)
        this.queues.set(caller, queue)
      })
    } else {
      this.running++
    }
    try {
      return await job()
    } finally {
      this.next()
    }
  }

  /** Hands the freed slot to the caller whose turn it is (the map's order, each caller moved to the back). */
  private next(): void {
    const first = this.queues.entries().next()
    if (first.done) {
      this.running--
      return
    }
    const [caller, queue] = first.value
    const start = queue.shift() as () => void
    this.queues.delete(caller)
    if (queue.length > 0) this.queues.set(caller, queue)
    start()
  }
}
