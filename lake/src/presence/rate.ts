/**
 * A token bucket per socket: `burst` messages at once, refilled at `perSecond`. Messages past it are refused; a
 * client that keeps sending while refused is closed (`flooding`).
 */
export class MessageRate {
  private tokens: number
  private last = Date.now()
  private refusedInARow = 0

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst
  }

  /** `ok`: handle it; `refused`: answer with an error; `flooding`: close the socket. */
  take(): 'ok' | 'refused' | 'flooding' {
    const now = Date.now()
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond)
    this.last = now
    if (this.tokens >= 1) {
      this.tokens -= 1
      this.refusedInARow = 0
      return 'ok'
    }
    this.refusedInARow += 1
    return this.refusedInARow > this.burst ? 'flooding' : 'refused'
  }
}
