/**
 * The fair share of the query workers (`groq/pool/scheduler.ts`): turns go round-robin between callers, each within
 * its concurrency cap, so one caller's queue never runs ahead of another caller's query.
 */
import { describe, expect, it } from 'vitest'
import { FairScheduler, QueueFullError } from '../src/groq/pool/scheduler.ts'

const SHARE = { concurrency: 1, maxWaiting: 10 }

/** Submits jobs that record when they start and finish only when `finish(name)` is called. */
function harness(slots: number) {
  const scheduler = new FairScheduler(slots)
  const started: string[] = []
  const releases = new Map<string, () => void>()
  const submit = (caller: string, name: string, share = SHARE) =>
    scheduler.submit(caller, share, (release) => {
      started.push(name)
      releases.set(name, release)
    })
  const finish = (name: string) => releases.get(name)?.()
  return { scheduler, started, submit, finish }
}

describe('fair scheduler', () => {
  it("gives another caller's query the next turn, ahead of the first caller's queue", () => {
    const { started, submit, finish } = harness(1)
    for (let i = 1; i <= 10; i++) submit('attacker', `costly-${i}`)
    submit('reader', 'cheap')
    expect(started).toEqual(['costly-1'])
    finish('costly-1')
    expect(started).toEqual(['costly-1', 'cheap'])
    finish('cheap')
    finish('costly-2')
    expect(started).toEqual(['costly-1', 'cheap', 'costly-2', 'costly-3'])
  })

  it('keeps each caller within its concurrency, leaving free slots to others', () => {
    const { scheduler, started, submit } = harness(3)
    for (let i = 1; i <= 3; i++) submit('attacker', `costly-${i}`)
    expect(started).toEqual(['costly-1'])
    submit('editor', 'list', { concurrency: 2, maxWaiting: 10 })
    submit('editor', 'search', { concurrency: 2, maxWaiting: 10 })
    expect(started).toEqual(['costly-1', 'list', 'search'])
    expect(scheduler.counts()).toEqual({ running: 3, waiting: 2 })
  })

  it('refuses a job past the waiting limit, and forgets a cancelled one', () => {
    const { scheduler, started, submit, finish } = harness(1)
    submit('a', 'first')
    const second = submit('a', 'second', { concurrency: 1, maxWaiting: 2 })
    submit('a', 'third', { concurrency: 1, maxWaiting: 2 })
    expect(() => submit('a', 'fourth', { concurrency: 1, maxWaiting: 2 })).toThrow(QueueFullError)
    expect(second.cancel()).toBe(true)
    expect(second.cancel()).toBe(false)
    finish('first')
    expect(started).toEqual(['first', 'third'])
    expect(scheduler.counts()).toEqual({ running: 1, waiting: 0 })
  })
})
