/**
 * `npm start` keeps going when one service crashes: scripts/start/processes.ts restarts the crashed one with
 * back-off (doubling, capped, reset after a long enough run), prints one line saying which service, how it ended
 * and when it restarts, and leaves the others running; Ctrl-C still stops everything at once, even while a restart
 * is pending. Real processes: small node scripts (support/restart/) started through the module by a small
 * supervisor that does what scripts/start.ts does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../support/ports.ts'
import { waitFor } from '../support/wait.ts'
import {
  childrenOf,
  isAlive,
  readyPids,
  type Supervisor,
  startSupervisor,
} from './support/restart/supervisor.ts'

const scratch = mkdtempSync(join(tmpdir(), 'start-restart-'))
const started: Supervisor[] = []
/** Every pid a test saw, killed after it if still there (the services run in their own process groups). */
const seen = new Set<number>()

function supervise(...services: Parameters<typeof startSupervisor>[0]): Supervisor {
  const supervisor = startSupervisor(services)
  started.push(supervisor)
  return supervisor
}

function remember(supervisor: Supervisor) {
  const pid = supervisor.process.pid as number
  for (const child of childrenOf(pid)) {
    seen.add(child)
    for (const grandchild of childrenOf(child)) seen.add(grandchild)
  }
}

afterEach(async () => {
  for (const supervisor of started.splice(0)) {
    remember(supervisor)
    if (supervisor.process.exitCode === null && supervisor.process.signalCode === null) {
      supervisor.interrupt()
      await supervisor.exited
    }
  }
  for (const pid of seen) {
    try {
      if (isAlive(pid)) process.kill(pid, 'SIGKILL')
    } catch {}
  }
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const RESTART_LINE =
  /^(\S+)\s+\1 (crashed with exit code (\d+)|was killed by (\w+)) at \d\d:\d\d:\d\d; restarting it in (.+) \(restart (\d+)\); the other services keep running$/

describe('npm start restarts a crashed service', () => {
  it('restarts it with doubling, capped back-off and keeps the others running', async () => {
    const supervisor = supervise(
      { name: 'steady', script: 'steady.mjs' },
      {
        name: 'crashy',
        script: 'crash-loop.mjs',
        args: [join(scratch, 'crash-loop-started'), '300'],
        restart: { firstDelayMs: 200, maxDelayMs: 800, stableAfterMs: 10_000 },
      },
    )
    await supervisor.waitForLines(/^SUPERVISOR_READY$/)
    const [steadyPid] = readyPids(supervisor, 'steady')

    // Ready once, then it crashes and can never start again: five restarts, each after a longer wait.
    const lines = await supervisor.waitForLines(RESTART_LINE, 5)
    const restarts = lines.slice(0, 5).map((line) => RESTART_LINE.exec(line.text) as RegExpExecArray)
    expect(restarts.map((match) => match[1])).toEqual(['crashy', 'crashy', 'crashy', 'crashy', 'crashy'])
    expect(restarts.map((match) => match[3])).toEqual(['7', '7', '7', '7', '7'])
    expect(restarts.map((match) => match[5])).toEqual(['200 ms', '400 ms', '800 ms', '800 ms', '800 ms'])
    expect(restarts.map((match) => match[6])).toEqual(['1', '2', '3', '4', '5'])
    // The waits really happen: no crash loop spinning the CPU.
    const gaps = lines.slice(1, 5).map((line, i) => line.at - lines[i].at)
    for (const [i, least] of [200, 400, 800, 800].entries())
      expect(gaps[i]).toBeGreaterThanOrEqual(least - 50)

    // The other service never noticed: same process, still up, started once.
    expect(readyPids(supervisor, 'steady')).toEqual([steadyPid])
    expect(isAlive(steadyPid)).toBe(true)
    expect(supervisor.process.exitCode).toBeNull()
  })

  it('says when a killed service is back, and starts the back-off again after a long enough run', async () => {
    const port = await freePort()
    const supervisor = supervise(
      { name: 'steady', script: 'steady.mjs' },
      {
        name: 'holder',
        script: 'port-holder.mjs',
        args: [String(port)],
        restart: { firstDelayMs: 200, maxDelayMs: 5_000, stableAfterMs: 60_000 },
      },
      {
        name: 'flaky',
        script: 'crash-after.mjs',
        args: ['700', '3'],
        restart: { firstDelayMs: 200, maxDelayMs: 5_000, stableAfterMs: 500 },
      },
    )
    await supervisor.waitForLines(/^SUPERVISOR_READY$/)
    const [steadyPid] = readyPids(supervisor, 'steady')

    // Killing the wrapper alone would leave its child holding the port: the whole group goes, the port is free
    // again, and the restarted service can listen on it.
    const holderPid = childrenOf(supervisor.process.pid as number).find((pid) =>
      childrenOf(pid).includes(readyPids(supervisor, 'holder')[0]),
    ) as number
    expect(holderPid).toBeGreaterThan(0)
    process.kill(holderPid, 'SIGKILL')
    const [killed] = await supervisor.waitForLines(/^holder\s+holder was killed by/)
    expect(killed.text).toMatch(/holder was killed by SIGKILL at .*; restarting it in 200 ms \(restart 1\)/)
    await supervisor.waitForLines(/^holder\s+holder is running again \(restart 1\)$/)
    const [first, second] = readyPids(supervisor, 'holder')
    expect(second).not.toBe(first)
    expect(isAlive(first)).toBe(false)
    expect(isAlive(second)).toBe(true)
    await expect(canListen(port)).resolves.toBe(false) // the new one holds it

    // flaky stays up longer than stableAfterMs each time, so every restart waits the first delay again.
    const flaky = await supervisor.waitForLines(/^flaky\s+flaky crashed/, 3)
    for (const line of flaky.slice(0, 3)) expect(line.text).toMatch(/exit code 3 .*restarting it in 200 ms/)
    await supervisor.waitForLines(/^flaky\s+flaky is running again \(restart 3\)$/)

    expect(readyPids(supervisor, 'steady')).toEqual([steadyPid])
    expect(isAlive(steadyPid)).toBe(true)
  })

  it('stops everything promptly on Ctrl-C, even while a restart is pending', async () => {
    const supervisor = supervise(
      { name: 'steady', script: 'steady.mjs' },
      {
        name: 'crashy',
        script: 'crash-after.mjs',
        args: ['100', '1'],
        restart: { firstDelayMs: 10_000 },
      },
    )
    await supervisor.waitForLines(/^crashy\s+crashy crashed with exit code 1 .*restarting it in 10 s/)
    // crashy is up for only 100 ms: on a loaded machine steady can print its ready line after crashy has crashed.
    await supervisor.waitForLines(/^steady\s+ready pid=/)
    remember(supervisor)
    const pids = [...seen]
    const [steadyPid] = readyPids(supervisor, 'steady')
    expect(pids).toContain(steadyPid)

    const interruptedAt = Date.now()
    supervisor.interrupt()
    expect(await supervisor.exited).toBe(0)
    // Sooner than the pending restart's 10 s delay: the stop does not wait for it.
    expect(Date.now() - interruptedAt).toBeLessThan(10_000)
    expect(supervisor.matching(/^SUPERVISOR_STOPPED$/)).toHaveLength(1)
    await waitFor(() => pids.every((pid) => !isAlive(pid)), { timeoutMs: 5_000 })
    // The pending restart was cancelled: crashy started exactly once.
    expect(readyPids(supervisor, 'crashy')).toHaveLength(1)
  })

  it('fails the start with the reason when a service exits before it was ever ready', async () => {
    const marker = join(scratch, 'never-starts')
    writeFileSync(marker, 'taken')
    const supervisor = supervise(
      { name: 'steady', script: 'steady.mjs' },
      { name: 'broken', script: 'crash-loop.mjs', args: [marker, '0'] },
    )
    // The marker exists before the first start: it exits at once, as a service with a taken port does.
    const [failed] = await supervisor.waitForLines(/^SUPERVISOR_FAILED /)
    expect(failed.text).toBe('SUPERVISOR_FAILED broken exited with code 7')
    expect(await supervisor.exited).toBe(1)
    expect(supervisor.matching(RESTART_LINE)).toHaveLength(0)
  })
})

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}
