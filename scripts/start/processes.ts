/**
 * Child processes for `npm start`: readiness by a printed line, a crashed service restarted with back-off while the
 * others keep running, and one clean stop for all. Until `startupFinished()`, a service's own output is held back
 * (one line per service or step says it is ready and how long it took; a failure shows the lines that led to it), so
 * a newcomer's first screen is the steps and the URLs; from then on every line streams, prefixed.
 * `START_VERBOSE=1` streams everything from the start.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
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

/** A service that failed during startup: the lines it printed say why. */
function showHeld(service: SupervisedService) {
  if (streaming) return
  for (const line of service.held) console.log(`${service.prefix} ${line}`)
  service.held = []
}

const running: SupervisedService[] = []
let stopping = false
let streaming = process.env.START_VERBOSE === '1'
/** The lines a held-back service printed last, shown when it fails to start. */
const HELD_LINES = 40

/** From now on every service's output streams, prefixed. */
export function startupFinished(): void {
  streaming = true
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/** A promise for the first ready line, with its settle functions; it rejects by itself once `timeoutMs` has passed. */
function readiness(name: string, timeoutMs: number, onTimeout: () => void) {
  let resolveReady: (line: string) => void = () => {}
  let rejectReady: (error: Error) => void = () => {}
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout()
      reject(new Error(`${name} was not ready after ${timeoutMs} ms`))
    }, timeoutMs)
    resolveReady = (line) => {
      clearTimeout(timer)
      resolve(line)
    }
    rejectReady = (error) => {
      clearTimeout(timer)
      reject(error)
    }
  })
  // Callers may never await `ready` (a build step) or await it later: never let it become an unhandled rejection.
  ready.catch(() => {})
  return { ready, resolveReady, rejectReady }
}

/** One service under `npm start`: its current process, its output, and its restarts after a crash. */
class SupervisedService implements Service {
  child!: ChildProcess
  restarts = 0
  /** Set while waiting to restart, so a stop can cancel it. */
  restartTimer?: NodeJS.Timeout
  /** The last lines held back during startup. */
  held: string[] = []
  readonly ready: Promise<string>
  private wasReady = false
  private delayMs = 0
  private readonly resolveReady: (line: string) => void
  private readonly rejectReady: (error: Error) => void

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: string[],
    private readonly options: ServiceOptions,
    readonly prefix: string,
  ) {
    const started = readiness(name, options.timeoutMs ?? 120_000, () => showHeld(this))
    this.ready = started.ready
    this.resolveReady = started.resolveReady
    this.rejectReady = started.rejectReady
  }

  /** Spawns the command (again, after a crash) and follows its output and its exit. */
  launch(): void {
    const child = spawn(this.command, this.args, {
      cwd: this.options.cwd,
      env: { ...process.env, ...this.options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a stop or a crash clean-up reaches every process the command started.
      detached: true,
    })
    this.child = child
    const startedAt = Date.now()
    this.followOutput([child.stdout, child.stderr], startedAt, this.restarts)
    child.on('exit', (code, signal) => this.exited(child, code, signal, startedAt))
  }

  /** Every line: shown or held back; a ready line settles `ready`, and after a restart says so once. */
  private followOutput(streams: Readable[], startedAt: number, incarnation: number): void {
    let announced = false
    for (const stream of streams) {
      createInterface({ input: stream }).on('line', (line) => {
        const isReady = this.options.readyWhen.test(line)
        this.show(line, isReady && !announced, startedAt)
        if (!isReady) return
        this.wasReady = true
        this.resolveReady(line)
        if (incarnation === 0 || announced || stopping) return
        announced = true
        console.log(`${this.prefix} ${this.name} is running again (restart ${incarnation})`)
      })
    }
  }

  /** Streams the line once startup is over; until then holds it back, printing only the startup line when ready. */
  private show(line: string, announceReady: boolean, startedAt: number): void {
    if (streaming) {
      if (!this.options.quiet) console.log(`${this.prefix} ${line}`)
      return
    }
    this.held.push(line)
    if (this.held.length > HELD_LINES) this.held.shift()
    if (announceReady)
      console.log(`${this.prefix} ${(this.options.describeReady ?? String)(line)} (${seconds(startedAt)})`)
  }

  private exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null, startedAt: number) {
    if (stopping || child !== this.child) return
    if (this.options.oneShot) {
      if (code === 0 && !streaming)
        console.log(`${this.prefix} ${this.options.doneText ?? 'done'} (${seconds(startedAt)})`)
      if (code !== 0) showHeld(this)
      return
    }
    if (!this.wasReady) {
      showHeld(this)
      this.rejectReady(new Error(`${this.name} exited with code ${code ?? signal}`))
      return
    }
    this.restartAfterCrash(child, code, signal, startedAt)
  }

  private restartAfterCrash(
    child: ChildProcess,
    code: number | null,
    signal: NodeJS.Signals | null,
    startedAt: number,
  ) {
    // Whatever the command left behind (a tsx wrapper's node child) goes too, or it could hold the port.
    signalGroup(child, 'SIGKILL')
    this.delayMs = nextRestartDelay(this.delayMs, Date.now() - startedAt, this.options.restart)
    console.log(`${this.prefix} ${restartLine(this.name, code, signal, this.delayMs, this.restarts + 1)}`)
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined
      if (stopping) return
      this.restarts += 1
      this.launch()
    }, this.delayMs)
  }
}

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
  const service = new SupervisedService(name, command, args, options, `${colour}${name.padEnd(9)}\x1b[0m`)
  service.launch()
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
      running.splice(running.indexOf(service as SupervisedService), 1)
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
