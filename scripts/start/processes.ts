/** Child processes for `npm start`: prefixed output, readiness by a printed line, and one clean stop for all. */
import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

export interface Service {
  name: string
  child: ChildProcess
  /** Resolves with the first output line that matches, rejects if the process exits first or time runs out. */
  ready: Promise<string>
}

const COLOURS = ['\x1b[35m', '\x1b[36m', '\x1b[33m', '\x1b[32m', '\x1b[34m', '\x1b[31m']
const running: Service[] = []

export function startService(
  name: string,
  command: string,
  args: string[],
  options: {
    env?: NodeJS.ProcessEnv
    readyWhen: RegExp
    timeoutMs?: number
    quiet?: boolean
    cwd?: string
    oneShot?: boolean
  },
): Service {
  const colour = COLOURS[running.length % COLOURS.length]
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} was not ready after ${options.timeoutMs ?? 120_000} ms`)),
      options.timeoutMs ?? 120_000,
    )
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (!options.quiet) console.log(`${colour}${name.padEnd(9)}\x1b[0m ${line}`)
        if (options.readyWhen.test(line)) {
          clearTimeout(timer)
          resolve(line)
        }
      })
    }
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited with code ${code}`))
    })
  })
  // Callers may never await `ready` (a build step) or await it later: never let it become an unhandled rejection.
  ready.catch(() => {})
  const service = { name, child, ready }
  running.push(service)
  child.on('exit', (code, signal) => {
    if (!stopping && !options.oneShot) unexpectedExit?.(service, code ?? signal)
  })
  return service
}

let stopping = false
let unexpectedExit: ((service: Service, codeOrSignal: number | string | null) => void) | undefined

/** Called when a long-running service exits on its own (not through `stopAll`), so the whole start can stop. */
export function onUnexpectedExit(
  handler: (service: Service, codeOrSignal: number | string | null) => void,
): void {
  unexpectedExit = handler
}

/** Runs a command to completion (a build), its output prefixed. */
export function runStep(
  name: string,
  command: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<void> {
  const service = startService(name, command, args, {
    env,
    readyWhen: /$^/,
    timeoutMs: 30 * 60_000,
    oneShot: true,
  })
  return new Promise((resolve, reject) => {
    service.child.on('exit', (code) => {
      running.splice(running.indexOf(service), 1)
      if (code === 0) resolve()
      else reject(new Error(`${name} failed with exit code ${code}`))
    })
  })
}

/** Stops every service: SIGTERM to each process group, SIGKILL after a grace period. */
export async function stopAll(graceMs = 5_000): Promise<void> {
  stopping = true
  const alive = running.filter((service) => service.child.exitCode === null && service.child.pid)
  const exits = alive.map(
    (service) => new Promise<void>((resolve) => service.child.once('exit', () => resolve())),
  )
  for (const service of alive) signal(service, 'SIGTERM')
  const timer = setTimeout(() => {
    for (const service of alive) signal(service, 'SIGKILL')
  }, graceMs)
  await Promise.all(exits)
  clearTimeout(timer)
}

function signal(service: Service, name: NodeJS.Signals) {
  try {
    if (service.child.pid) process.kill(-service.child.pid, name)
  } catch {
    // Already gone.
  }
}
