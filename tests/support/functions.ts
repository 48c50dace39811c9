/**
 * The submissions function in-process on a random loopback port, against a given lake (and sheet), with settings
 * tests can tighten (rate limit, delivery timeouts). Also small helpers to call it.
 */
import type { AppDeps } from '@escrova/functions/config'
import { type RunningFunction, startNodeServer } from '@escrova/functions/node-server'
import { silentLogger } from '@escrova/functions/util/logger'
import { CONTENT_API } from '@escrova/schemas/settings'

/** The audit log's HMAC key in function tests, so a test can compute the subject hash it expects. */
export const TEST_AUDIT_HASH_SECRET = 'test-audit-hash-secret'

export interface FunctionTarget {
  /** The lake's URL (or a dead port, to simulate the store being down). */
  lakeUrl: string
  writeToken: string
  sheetUrl?: string
}

export type TestFunction = RunningFunction & {
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>
}

export async function startTestFunction(
  target: FunctionTarget,
  overrides: Partial<AppDeps> = {},
): Promise<TestFunction> {
  const deps: AppDeps = {
    content: {
      ...CONTENT_API,
      apiHost: target.lakeUrl,
      useProjectHostname: false,
      token: target.writeToken,
      timeoutMs: 5_000,
    },
    sheetUrl: target.sheetUrl,
    corsOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    logger: process.env.FUNCTION_TEST_LOGS ? undefined : silentLogger,
    rateLimit: { max: 10_000, windowMs: 60_000 },
    clientHashSalt: 'test-salt',
    auditHashSecret: TEST_AUDIT_HASH_SECRET,
    delivery: { timeoutMs: 2_000, baseDelayMs: 0, maxDelayMs: 0, leaseMs: 5_000 },
    postCacheMs: 0,
    ...overrides,
  }
  const running = await startNodeServer(deps, { port: 0 })
  return {
    ...running,
    post(path, body, headers = {}) {
      return fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    },
  }
}
