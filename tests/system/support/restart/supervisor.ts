/** Runs supervise.ts as its own process group (as a terminal runs `npm start`) and reads what it prints. */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { ServiceOptions } from '../../../../scripts/start/processes.ts'
import { waitFor } from '../../../support/wait.ts'

const ROOT = resolve(import.meta.dirname, '../../../..')

export interface ServiceSpec {
  name: string
  script: 'steady.mjs' | 'crash-after.mjs' | 'crash-loop.mjs' | 'port-holder.mjs'
  args?: string[]
  restart?: ServiceOptions['restart']
}

export interface OutputLine {
  at: number
  text: string
}

export interface Supervisor {
  process: ChildProcess
  lines: OutputLine[]
  /** Waits until `count` lines match (returns them). */
  waitForLines(pattern: RegExp, count?: number, timeoutMs?: number): Promise<OutputLine[]>
  matching(pattern: RegExp): OutputLine[]
  exited: Promise<number | null>
  /** Ctrl-C as a terminal sends it: SIGINT to the whole process group. */
  interrupt(): void
}

export function startSupervisor(services: ServiceSpec[]): Supervisor {
  // Plain node with the tsx loader: one process, so its pid is the services' parent.
  const child = spawn(
    join(ROOT, 'node_modules/.bin/node'),
    ['--import', 'tsx', join(import.meta.dirname, 'supervise.ts'), JSON.stringify(services)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  const lines: OutputLine[] = []
  let partial = ''
  const read = (chunk: Buffer) => {
    const text = partial + chunk.toString()
    const parts = text.split('\n')
    partial = parts.pop() ?? ''
    // Colour codes around the service names do not matter to the tests.
    for (const part of parts) lines.push({ at: Date.now(), text: stripVTControlCharacters(part) })
  }
  child.stdout.on('data', read)
  child.stderr.on('data', read)
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  const matching = (pattern: RegExp) => lines.filter((line) => pattern.test(line.text))
  return {
    process: child,
    lines,
    matching,
    exited,
    async waitForLines(pattern, count = 1, timeoutMs = 30_000) {
      await waitFor(() => matching(pattern).length >= count, {
        timeoutMs,
        intervalMs: 20,
        describe: () => lines.map((line) => line.text).join('\n'),
      })
      return matching(pattern)
    },
    interrupt() {
      try {
        process.kill(-(child.pid as number), 'SIGINT')
      } catch {}
    },
  }
}

/** The pid a service printed in its `ready pid=N` line (the n-th time it became ready). */
export function readyPids(supervisor: Supervisor, name: string): number[] {
  return supervisor
    .matching(new RegExp(`^${name}\\s+ready pid=\\d+`))
    .map((line) => Number(/pid=(\d+)/.exec(line.text)?.[1]))
}

/** Whether a process runs (a zombie has exited). */
export function isAlive(pid: number): boolean {
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

/** The direct children of `pid`, from /proc. */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}
