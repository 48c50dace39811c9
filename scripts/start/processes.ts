/**
 * Child processes for `npm start`: readiness by a printed line, a crashed service restarted with back-off while the
 * others keep running, and one clean stop for all. Until `startupFinished()`, a service's own output is held back
 * (one line per service or step says it is ready and how long it took; a failure shows the lines that led to it), so
 * a newcomer's first screen is the steps and the URLs; from then on every line streams, prefixed.
 * `START_VERBOSE=1` streams everything from the start.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { nextRestartDelay, type RestartPolicy, restartLine } from './restart-policy.ts'

export interface Service {
  name: string
  /** The running process; a restart replaces it. */
  readonly child: ChildProcess
  /** Resolves with the first output line that matches, rejects if the process exits first or time runs out. */
  ready: Promise<string>
  /** How many times the service has been restarted after a crash. */
  readonly restarts: number
}

export interface ServiceOptions {
  env?: NodeJS.ProcessEnv
  readyWhen: RegExp
  timeoutMs?: number
  quiet?: boolean
  cwd?: string
  /** A command run to completion (a build): its exit is expected and never restarted. */
  oneShot?: boolean
  /** Back-off for restarts after a crash (defaults in restart-policy.ts). */
  restart?: Partial<RestartPolicy>
  /** What the startup line says once the ready line is seen (default: that line itself). */
  describeReady?: (line: string) => string
  /** What the startup line of a one-shot command says when it succeeds. */
  doneText?: string
}

const COLOURS = ['\x1b[35m', '\x1b[36m', '\x1b[33m', '\x1b[32m', '\x1b[34m', '\x1b[31m']

interface Supervised extends Service {
  child: ChildProcess
  restarts: number
  /** Set while waiting to restart, so a stop can cancel it. */
  restartTimer?: NodeJS.Timeout
  /** The last lines held back during startup. */
  held: string[]
}

/** A service that failed during startup: the lines it printed say why. */
function showHeld(service: Supervised, prefix: string) {
  if (streaming) return
  for (const line of service.held) console.log(`${prefix} ${line}`)
  service.held = []
}

const running: Supervised[] = []
let stopping = false
let streaming = process.env.START_VERBOSE === '1'
/** The lines a held-back service printed last, shown when it fails to start. */
const HELD_LINES = 40

/** From now on every service's output streams, prefixed. */
export function startupFinished(): void {
  streaming = true
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/**
 * Starts a long-running service. Should it exit after it was ready (a crash, or any exit not asked for by `stopAll`),
 * it is restarted after a delay that doubles with each crash in a row (capped) and resets once it stayed up a while;
 * one line says which service crashed, how, and when it restarts. An exit before the first readiness rejects `ready`
 * instead, so a service that cannot start at all stops `npm start` with its reason rather than retrying forever.
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: ServiceOptions,
): Service {
  const colour = COLOURS[running.length % COLOURS.length]
  const prefix = `${colour}${name.padEnd(9)}\x1b[0m`
  let delayMs = 0
  let wasReady = false

  const launch = (): ChildProcess => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a stop or a crash clean-up reaches every process the command started.
      detached: true,
    })
    const startedAt = Date.now()
    const incarnation = service.restarts
    let announced = false
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        const isReady = options.readyWhen.test(line)
        if (streaming) {
          if (!options.quiet) console.log(`${prefix} ${line}`)
        } else {
          service.held.push(line)
          if (service.held.length > HELD_LINES) service.held.shift()
          if (isReady && !announced)
            console.log(`${prefix} ${(options.describeReady ?? String)(line)} (${seconds(startedAt)})`)
        }
        if (!isReady) return
        readyLine(line)
        if (incarnation === 0 || announced || stopping) return
        announced = true
        console.log(`${prefix} ${name} is running again (restart ${incarnation})`)
      })
    }
    child.on('exit', (code, signal) => {
      if (stopping || child !== service.child) return
      if (options.oneShot) {
        if (code === 0 && !streaming)
          console.log(`${prefix} ${options.doneText ?? 'done'} (${seconds(startedAt)})`)
        if (code !== 0) showHeld(service, prefix)
        return
      }
      if (!wasReady) {
        showHeld(service, prefix)
        notReady(new Error(`${name} exited with code ${code ?? signal}`))
        return
      }
      // Whatever the command left behind (a tsx wrapper's node child) goes too, or it could hold the port.
      signalGroup(child, 'SIGKILL')
      delayMs = nextRestartDelay(delayMs, Date.now() - startedAt, options.restart)
      console.log(`${prefix} ${restartLine(name, code, signal, delayMs, service.restarts + 1)}`)
      service.restartTimer = setTimeout(() => {
        service.restartTimer = undefined
        if (stopping) return
        service.restarts += 1
        service.child = launch()
      }, delayMs)
    })
    return child
  }

  let readyLine: (line: string) => void = () => {}
  let notReady: (error: Error) => void = () => {}
  const service = { name, restarts: 0, held: [] as string[] } as Supervised
  service.ready = new Promise<string>((resolve, reject) => {
    const timeoutMs = options.timeoutMs ?? 120_000
    const timer = setTimeout(() => {
      showHeld(service, prefix)
      reject(new Error(`${name} was not ready after ${timeoutMs} ms`))
    }, timeoutMs)
    readyLine = (line) => {
      clearTimeout(timer)
      wasReady = true
      resolve(line)
    }
    notReady = (error) => {
      clearTimeout(timer)
      reject(error)
    }
  })
  // Callers may never await `ready` (a build step) or await it later: never let it become an unhandled rejection.
  service.ready.catch(() => {})
  service.child = launch()
  running.push(service)
  return service
}

/** Runs a command to completion (a build); `doneText` is its startup line when it succeeds. */
export function runStep(
  name: string,
  command: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
  doneText?: string,
): Promise<void> {
  const service = startService(name, command, args, {
    env,
    doneText,
    readyWhen: /(?!)/, // never: a step is done when it exits
    timeoutMs: 30 * 60_000,
    oneShot: true,
  })
  return new Promise((resolve, reject) => {
    service.child.on('exit', (code) => {
      running.splice(running.indexOf(service as Supervised), 1)
      if (code === 0) resolve()
      else reject(new Error(`${name} failed with exit code ${code}`))
    })
  })
}

/** Stops every service: no more restarts, SIGTERM to each process group, SIGKILL after a grace period. */
export async function stopAll(graceMs = 5_000): Promise<void> {
  stopping = true
  for (const service of running) clearTimeout(service.restartTimer)
  const alive = running.filter(
    (service) => service.child.exitCode === null && service.child.signalCode === null,
  )
  const exits = alive.map(
    (service) => new Promise<void>((resolve) => service.child.once('exit', () => resolve())),
  )
  for (const service of alive) signalGroup(service.child, 'SIGTERM')
  const timer = setTimeout(() => {
    for (const service of alive) signalGroup(service.child, 'SIGKILL')
  }, graceMs)
  await Promise.all(exits)
  clearTimeout(timer)
}

function signalGroup(child: ChildProcess, name: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, name)
  } catch {
    // Already gone.
  }
}
