import { resolve } from 'node:path'
import { DEFAULT_PORTS } from '@escrova/schemas/settings'
import { loadTokens } from '../auth/tokens.ts'
import type { LakeOptions } from '../runtime/options.ts'
import { configuredProject, createRuntime, type LakeRuntime } from '../runtime/runtime.ts'
import { DEFAULT_CORS_ORIGINS } from '../shared/cors-origins.ts'
import { LakeStore } from '../store/store.ts'

export function cliDataDir(): string {
  return resolve(process.env.LAKE_DATA_DIR ?? '.data/lake')
}

export function cliLakeUrl(): string {
  return process.env.LAKE_URL ?? `http://127.0.0.1:${process.env.LAKE_PORT ?? DEFAULT_PORTS.lake}`
}

/**
 * Sends an admin action to a lake already running on this data dir. Returns undefined when none answers (then the
 * CLI opens the store itself).
 */
export async function tryRunningLake(action: string, body: Record<string, unknown>): Promise<unknown> {
  const dataDir = cliDataDir()
  const { write } = loadTokens(dataDir)
  let response: Response
  try {
    response = await fetch(`${cliLakeUrl()}/vX/lake/admin/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${write}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(600_000),
    })
  } catch {
    return undefined
  }
  const text = await response.text()
  if (!response.ok) throw new Error(`lake refused ${action} (${response.status}): ${text}`)
  return JSON.parse(text)
}

/** The store opened without a server, for CLIs when no lake is running. */
export function openOffline(dataDir = cliDataDir()): LakeRuntime & { close(): void } {
  const store = new LakeStore(dataDir)
  const options: LakeOptions = { dataDir }
  store.ensureDataset(configuredProject(options).dataset)
  const tokens = loadTokens(dataDir)
  const runtime = createRuntime({
    store,
    tokens,
    options,
    url: cliLakeUrl(),
    corsPatterns: DEFAULT_CORS_ORIGINS,
  })
  return { ...runtime, close: () => store.close() }
}
