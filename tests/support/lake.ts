import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { LakeOptions } from '@escrova/lake/server'
import { type StartedLake, startLake } from '@escrova/lake/server'
import { CONTENT_API } from '@escrova/schemas/settings'
import { createClient, type SanityClient } from '@sanity/client'

const ROOT = resolve(import.meta.dirname, '../..')

export interface TestLake extends StartedLake {
  /** A client with the write token (or `token: null` for anonymous, `'read'` for the read-only token). */
  client(token?: 'write' | 'read' | null): SanityClient
  /** Closes the lake and deletes its temp dir. */
  stop(): Promise<void>
}

export function lakeClient(url: string, token?: string): SanityClient {
  return createClient({
    projectId: CONTENT_API.projectId,
    dataset: CONTENT_API.dataset,
    apiVersion: CONTENT_API.apiVersion,
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    token,
  })
}

/** An in-process lake on a random port over a fresh temp dir. */
export async function startTestLake(
  options: { seed?: boolean } & Partial<Omit<LakeOptions, 'dataDir'>> & { dataDir?: string } = {},
): Promise<TestLake> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lake-test-'))
  const lake = await startLake({ port: 0, tlsPort: false, ...options, dataDir, seed: options.seed ?? false })
  return {
    ...lake,
    client(token: 'write' | 'read' | null = 'write') {
      return lakeClient(lake.url, token ? lake.tokens[token] : undefined)
    },
    async stop() {
      await lake.close()
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface SpawnedLake {
  url: string
  pid: number
  dataDir: string
  tokens: { write: string; read: string }
  process: ChildProcess
  /** Sends a signal (default SIGKILL) and waits for the process to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>
  /** Starts a new process on the same data dir (and port, when it was fixed). */
  restart(): Promise<SpawnedLake>
}

/**
 * The lake as a child process, for crash tests. Runs `node --import tsx lake/src/main.ts` rather than the `tsx` CLI:
 * the CLI forks a second node process, and SIGKILL on the wrapper would leave the real lake running.
 */
export async function spawnLake(
  options: { dataDir?: string; port?: number; env?: Record<string, string>; seed?: boolean } = {},
): Promise<SpawnedLake> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lake-spawn-'))
  const tokens = { write: 'test-write-token-0123456789', read: 'test-read-token-0123456789' }
  const child = spawn(join(ROOT, 'node_modules/.bin/node'), ['--import', 'tsx', 'lake/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`,
      LAKE_PORT: String(options.port ?? 0),
      LAKE_TLS_PORT: 'false',
      LAKE_DATA_DIR: dataDir,
      LAKE_WRITE_TOKEN: tokens.write,
      LAKE_READ_TOKEN: tokens.read,
      LAKE_SEED: options.seed ? 'true' : 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`lake did not start in time:\n${output}`)), 60_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /LAKE_READY (.+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolveUrl((JSON.parse(match[1]) as { url: string }).url)
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`lake exited with ${code}:\n${output}`))
    })
  })
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done()
    else child.once('exit', () => done())
  })
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return {
    url,
    pid: child.pid as number,
    dataDir,
    tokens,
    process: child,
    kill,
    async restart() {
      await kill('SIGTERM')
      return spawnLake({ ...options, dataDir })
    },
  }
}

/** Removes a spawned lake's data dir. */
export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true })
}
