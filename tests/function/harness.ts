/** One lake, one sheet and one function per test file, with the fixtures seeded. */
import type { AppDeps } from '@escrova/functions/config'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { startTestSheet, type TestSheet } from '../support/sheet.ts'
import { addMember, signIn } from '../support/team.ts'
import { seedFunctionFixtures } from './fixtures.ts'

export interface Harness {
  lake: TestLake
  /** A member with the privacy-officer role, signed in: the one person the data-rights endpoints act for. */
  officer: { id: string; token: string }
  sheet: TestSheet
  fn: TestFunction
  stop(): Promise<void>
}

export async function startHarness(overrides: Partial<AppDeps> = {}): Promise<Harness> {
  const lake = await startTestLake()
  await seedFunctionFixtures(lake.client())
  const person = await addMember(lake, 'privacy.officer@escrova.test', ['privacyOfficer'])
  const officer = { id: person.id, token: await signIn(lake, person.email, person.password) }
  const sheet = await startTestSheet()
  const fn = await startTestFunction(
    { lakeUrl: lake.url, writeToken: lake.tokens.write, sheetUrl: sheet.execUrl },
    overrides,
  )
  return {
    lake,
    officer,
    sheet,
    fn,
    async stop() {
      await fn.close()
      await sheet.stop()
      await lake.stop()
    },
  }
}

export const validApplication = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Adaeze Okafor',
  email: 'adaeze@example.com',
  phone: '+234 803 123 4567',
  location: 'Lagos',
  keyNeeds: ['Escrow Service', 'Online Selling'],
  otherNeed: '',
  platforms: ['Android', 'Web'],
  consent: true,
  ...overrides,
})

export const validComment = (overrides: Record<string, unknown> = {}) => ({
  post: 'escrow-basics-for-lagos-sellers',
  name: 'Tunde',
  text: 'Does the buyer get a refund if the goods never arrive?',
  consent: true,
  ...overrides,
})

export const validTicket = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  topic: 'privacy',
  privacyRequest: 'access',
  message: 'Please send me a copy of the data you hold about me.',
  consent: true,
  ...overrides,
})
