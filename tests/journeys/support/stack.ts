/**
 * One product for the journeys: a seeded lake with its TLS listener (the built Studio talks to it), the submissions
 * function against that same lake with a clock the test moves, and the spreadsheet sink. The site follows the lake's
 * live events (no webhook: nothing is rebuilt). Composed from the parts' own test support; nothing here is a stand-in.
 */

import { randomBytes } from 'node:crypto'
import type { AppDeps } from '@escrova/functions/config'
import { type StudioHarness, startStudioHarness } from '../../studio/support/harness.ts'
import { startTestFunction, type TestFunction } from '../../support/functions.ts'
import { freePort } from '../../support/ports.ts'
import { startTestSheet, type TestSheet } from '../../support/sheet.ts'

export interface JourneyStack {
  studio: StudioHarness
  lake: StudioHarness['lake']
  fn: TestFunction
  sheet: TestSheet
  /** The function's clock: `at` set means the schedule job (and delivery retries) believe it is that time. */
  clock: { at?: Date }
  /** What the function logged, by message (e.g. `application delivered`). */
  logged: string[]
  stop(): Promise<void>
}

// In the lake's own token format: the Studio's `#token=` sign-in ignores tokens that look different.
const newToken = (role: 'w' | 'r') => `sk${role}${randomBytes(24).toString('hex')}`

export async function startJourneyStack(options: { fn?: Partial<AppDeps> } = {}): Promise<JourneyStack> {
  // The function must know the lake's URL before the lake starts (inside the Studio harness): its port is chosen first.
  const lakePort = await freePort()
  const clock: JourneyStack['clock'] = {}
  const logged: string[] = []
  const record = (message: string) => {
    logged.push(message)
  }
  const tokens = { write: newToken('w'), read: newToken('r') }
  const sheet = await startTestSheet()
  const fn = await startTestFunction(
    { lakeUrl: `http://127.0.0.1:${lakePort}`, writeToken: tokens.write, sheetUrl: sheet.execUrl },
    {
      clock: () => clock.at ?? new Date(),
      logger: { info: record, warn: record, error: record },
      ...options.fn,
    },
  )
  const studio = await startStudioHarness({
    seed: true,
    lake: { port: lakePort, tokens },
  })
  return {
    studio,
    lake: studio.lake,
    fn,
    sheet,
    clock,
    logged,
    async stop() {
      await studio.close()
      await fn.close()
      await sheet.stop()
    },
  }
}
