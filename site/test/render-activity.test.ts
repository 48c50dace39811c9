/**
 * The site server's render activity (render-activity.ts): `quiet(ms)` resolves only once no render has run for `ms`.
 */
import { describe, expect, test } from 'vitest'
import { RenderActivity } from '../server/render-activity.ts'

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise((done) => setTimeout(() => done(false), ms))])

describe('render activity', () => {
  test('a server that has not rendered is quiet at once', async () => {
    expect(await settledWithin(new RenderActivity().quiet(50), 10)).toBe(true)
  })

  test('quiet waits while a render runs, then for the quiet time after it ended', async () => {
    const activity = new RenderActivity()
    const end = activity.begin()
    const quiet = activity.quiet(60)
    expect(await settledWithin(quiet, 120)).toBe(false)
    const ended = performance.now()
    end()
    end() // a second call changes nothing
    await quiet
    // quiet() reads the clock again after each wait, so a timer that fires early does not end it early.
    expect(performance.now() - ended).toBeGreaterThanOrEqual(60)
  })

  test('renders back to back keep it busy; two running at once count as two', async () => {
    const activity = new RenderActivity()
    const first = activity.begin()
    const second = activity.begin()
    const quiet = activity.quiet(40)
    first()
    expect(await settledWithin(quiet, 80)).toBe(false) // the second still runs
    for (let i = 0; i < 4; i++) {
      activity.begin()()
      await new Promise((done) => setTimeout(done, 20))
    }
    second()
    const ended = performance.now()
    await quiet
    expect(performance.now() - ended).toBeGreaterThanOrEqual(40)
  })
})
