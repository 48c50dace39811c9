/**
 * One lake and one function with insights on a real chDB store in a temporary folder, per test file (chDB opens one
 * data directory per process, and vitest runs each file in its own). Visitors are told apart by the address in
 * `X-Forwarded-For` (TRUST_PROXY's reader), so one test process can be many visitors.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AppDeps } from '@escrova/functions/config'
import type { InsightsDeps } from '@escrova/functions/events/insights'
import { nodeInsights } from '@escrova/functions/events/node'
import { forwardedClientAddress } from '@escrova/functions/http/client-address'
import type { RoleName } from '@escrova/schemas/roles'
import { seedFunctionFixtures } from '../function/fixtures.ts'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { addMember, signIn } from '../support/team.ts'

export interface InsightsHarness {
  lake: TestLake
  fn: TestFunction
  dataDir: string
  /** Signs in a new member with these roles; their token. */
  member(roles: RoleName[]): Promise<string>
  /** Writes the events waiting in the function's buffer. */
  flush(): Promise<void>
  /** `GET /api/insights/<path>` with a member's token. */
  read<T>(path: string, token: string | null): Promise<{ status: number; body: T }>
  stop(): Promise<void>
}

export const BROWSER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

let members = 0

export async function startInsightsHarness(
  overrides: Partial<AppDeps> = {},
  insights: Partial<InsightsDeps> = {},
): Promise<InsightsHarness> {
  const lake = await startTestLake()
  await seedFunctionFixtures(lake.client())
  const dataDir = mkdtempSync(join(tmpdir(), 'insights-'))
  const fn = await startTestFunction(
    { lakeUrl: lake.url, writeToken: lake.tokens.write },
    {
      clientAddress: forwardedClientAddress,
      insights: nodeInsights({ dataDir, rawRetentionDays: 30, rollupRetentionDays: 400 }, insights),
      ...overrides,
    },
  )
  return {
    lake,
    fn,
    dataDir,
    async member(roles) {
      const person = await addMember(lake, `member${++members}@escrova.test`, roles)
      return signIn(lake, person.email, person.password)
    },
    flush: () => (fn.service.services.insights as NonNullable<typeof fn.service.services.insights>).flush(),
    async read(path, token) {
      const response = await fetch(`${fn.url}/api/insights/${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
      return { status: response.status, body: await response.json() }
    },
    async stop() {
      await fn.close()
      await lake.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface Visitor {
  address: string
  agent: string
}

/** A beacon as the script sends it (`text/plain`, as `navigator.sendBeacon` does with a string). */
export function sendBeacon(
  fn: TestFunction,
  visitor: Visitor,
  event: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${fn.url}/api/event`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': visitor.address,
      'user-agent': visitor.agent,
      ...headers,
    },
    body: JSON.stringify(event),
  })
}
