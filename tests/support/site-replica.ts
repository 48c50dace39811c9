/**
 * A site replica in a process of its own, so a test or the bench can stop it as a stuck process or a long pause
 * looks to its callers (SIGSTOP: the port still accepts connections, nothing answers) and let it go on (SIGCONT),
 * and so a bench's requests and their decompression do not share the server's main thread.
 * Runs `node --import tsx` rather than the `tsx` CLI, so the signals reach the server itself (as spawnLake does).
 */
import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import type { BuiltSite } from './site.ts'

const ROOT = resolve(import.meta.dirname, '../..')

export interface SiteReplica {
  url: string
  pid: number
  /** SIGSTOP: the process stops answering anything, health probes included. */
  pause(): void
  /** SIGCONT. */
  resume(): void
  stop(): Promise<void>
}

/** `edge: false`: a site server keeping its own page cache, as `npm start` runs it without EDGE=1 (the live bench). */
export async function spawnSiteReplica(
  built: BuiltSite,
  apiHost: string,
  { edge = true }: { edge?: boolean } = {},
): Promise<SiteReplica> {
  const child = spawn(
    join(ROOT, 'node_modules/.bin/node'),
    ['--import', 'tsx', 'tests/support/site-replica-main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        REPLICA_BUILT: JSON.stringify(built),
        REPLICA_API: apiHost,
        REPLICA_EDGE: edge ? '1' : '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`site replica did not start in time:\n${output}`)), 60_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /REPLICA_READY (\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        done(match[1])
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`site replica exited with ${code}:\n${output}`))
    })
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  return {
    url,
    pid: child.pid as number,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGKILL')
      await exited
    },
  }
}
