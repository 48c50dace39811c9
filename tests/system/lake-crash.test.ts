/**
 * kill -9 the lake (a child process) in the middle of a load of submissions. While it is down the function answers
 * 503 in its error shape; clients retry with the same Idempotency-Key; the lake restarts on the same data dir and
 * port; the same function (never restarted) resumes by itself; every acknowledged submission is there, none twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { lakeClient, removeDataDir, type SpawnedLake, spawnLake } from '../support/lake.ts'
import { freePort } from '../support/ports.ts'
import { startTestSheet, type TestSheet } from '../support/sheet.ts'
import {
  countApplications,
  countComments,
  isCleanError,
  type Kind,
  type Submission,
  seedSystemPost,
  submit,
  waitFor,
} from './support/traffic.ts'

const CLIENTS_PER_KIND = 100
/** The kill comes once a fifth of the submissions are acknowledged: some are stored, most still on their way. */
const ACKNOWLEDGED_BEFORE_KILL = (CLIENTS_PER_KIND * 2) / 5
/**
 * How long a client waits for an answer before it gives up and sends again with the same key, as a phone whose answer
 * never came would. Cut attempts are not the function's answers: on a loaded machine 300 clients and the function
 * share one process, and an answer can take longer than this (measured at a load average of 25: 200 submissions at
 * once while the store was down were all answered 503, the slowest after 19 s).
 */
const CLIENT_PATIENCE_MS = 15_000
/** The probes' room: what they answer matters here, not how soon on a loaded machine. */
const PROBE_PATIENCE_MS = 60_000

interface ClientLog {
  kind: Kind
  key: string
  /** The statuses of the answers received (attempts the client's own patience cut are counted in `cut`). */
  statuses: number[]
  cut: number
  /** The id from the 201 answer(s); a retry with the same key must answer the same id. */
  ids: string[]
  badErrors: string[]
}

/** An attempt the client itself gave up on (`CLIENT_PATIENCE_MS`), as opposed to any answer or network failure. */
const cutByOwnPatience = (result: Submission) => result.status === 0 && result.text.startsWith('TimeoutError')

describe('the lake killed with SIGKILL mid-load', () => {
  let lake: SpawnedLake
  let sheet: TestSheet
  let fn: TestFunction
  let dataDir: string

  beforeAll(async () => {
    const port = await freePort()
    lake = await spawnLake({ port })
    dataDir = lake.dataDir
    await seedSystemPost(lakeClient(lake.url, lake.tokens.write))
    sheet = await startTestSheet()
    fn = await startTestFunction(
      { lakeUrl: lake.url, writeToken: lake.tokens.write, sheetUrl: sheet.execUrl },
      {
        rateLimit: { max: 100_000, windowMs: 60_000 },
        content: {
          projectId: 'escrova',
          dataset: 'production',
          apiVersion: '2025-01-08',
          apiHost: lake.url,
          useProjectHostname: false,
          token: lake.tokens.write,
          // A dead store must be noticed quickly so visitors get their 503 rather than a hanging request.
          timeoutMs: 2_000,
        },
      },
    )
  })
  afterAll(async () => {
    await fn?.close()
    await sheet?.stop()
    await lake?.kill()
    if (dataDir) removeDataDir(dataDir)
  })

  it('answers 503 while down, loses nothing acknowledged, doubles nothing, and recovers alone', {
    timeout: 300_000,
  }, async () => {
    const run = `crash-${Date.now()}`
    let acknowledged = 0
    /** 503s the load's clients received while the lake was down (a client may also time out, which is not counted). */
    let unavailableWhileDown = 0
    let lakeDown = false
    const logs: ClientLog[] = []

    // Each client submits once and retries with the same key until it gets its 201 (as the site's form would).
    const client = async (kind: Kind, n: number) => {
      const log: ClientLog = {
        kind,
        key: `${run}-${kind}-${n}`,
        statuses: [],
        cut: 0,
        ids: [],
        badErrors: [],
      }
      logs.push(log)
      await new Promise((resolve) => setTimeout(resolve, n * 4)) // spread over time, so the kill lands mid-load
      for (let attempt = 0; attempt < 200; attempt++) {
        const result = await submit(fn.url, kind, n, log.key, CLIENT_PATIENCE_MS)
        if (cutByOwnPatience(result)) {
          log.cut++
          continue
        }
        log.statuses.push(result.status)
        if (result.status === 201) {
          log.ids.push((JSON.parse(result.text) as { id: string }).id)
          acknowledged++
          // A duplicate retry after success, as a double click or lost answer would send.
          if (n % 10 === 0 && attempt === 0) {
            const again = await submit(fn.url, kind, n, log.key, CLIENT_PATIENCE_MS)
            if (!cutByOwnPatience(again)) log.statuses.push(again.status)
            if (again.status === 201) log.ids.push((JSON.parse(again.text) as { id: string }).id)
          }
          return
        }
        if (!isCleanError(result.text)) log.badErrors.push(`${result.status} ${result.text.slice(0, 300)}`)
        if (result.status === 503 && lakeDown) unavailableWhileDown++
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
    const load = Promise.all([
      ...Array.from({ length: CLIENTS_PER_KIND }, (_, n) => client('comments', n)),
      ...Array.from({ length: CLIENTS_PER_KIND }, (_, n) => client('wait-list', n)),
    ])

    // Room for a loaded machine, where the first answers come slowly (all clients and the function share one process).
    await waitFor(() => acknowledged >= ACKNOWLEDGED_BEFORE_KILL, { timeoutMs: 120_000, intervalMs: 10 })
    await lake.kill('SIGKILL')
    lakeDown = true

    // While the store is down, the function itself answers, quickly and cleanly.
    const probes = await Promise.all([
      submit(fn.url, 'comments', 9_001, `${run}-probe-c`, PROBE_PATIENCE_MS),
      submit(fn.url, 'wait-list', 9_002, `${run}-probe-a`, PROBE_PATIENCE_MS),
    ])
    for (const probe of probes) {
      expect(probe.status).toBe(503)
      expect(isCleanError(probe.text)).toBe(true)
      expect(JSON.parse(probe.text)).toEqual({
        error: { code: 'content_store_unavailable', message: expect.any(String) },
      })
    }
    const health = await fetch(`${fn.url}/api/health`)
    expect(health.status).toBe(503)
    // Keep the lake down until the load itself has met the outage, so recovery is shown for clients caught in it.
    await waitFor(() => unavailableWhileDown >= 10, { timeoutMs: 60_000, intervalMs: 20 })

    lake = await lake.restart()
    lakeDown = false
    await load

    // Service resumed without restarting the function: every client finally got its 201.
    const unfinished = logs.filter((log) => log.ids.length === 0)
    expect(unfinished.map((log) => `${log.key}: ${log.statuses.join(',')}, ${log.cut} cut`)).toEqual([])
    // Every answer was a 201 or the clean 503, never a stack trace or a dropped connection (only the client's own
    // patience cuts an attempt short, and the same key then goes again).
    expect(logs.flatMap((log) => log.badErrors)).toEqual([])
    const statusesSeen = new Set(logs.flatMap((log) => log.statuses))
    expect([...statusesSeen].every((status) => status === 201 || status === 503)).toBe(true)
    expect(statusesSeen.has(503)).toBe(true)
    // The same key always answers the same id.
    for (const log of logs) expect(new Set(log.ids).size).toBe(1)

    const store = lakeClient(lake.url, lake.tokens.write)
    const commentIds = logs.filter((log) => log.kind === 'comments').map((log) => `drafts.${log.ids[0]}`)
    const applicationIds = logs
      .filter((log) => log.kind === 'wait-list')
      .map((log) => `waitList.${log.ids[0]}`)
    const found = await store.fetch<string[]>(
      '*[_id in $ids]._id',
      { ids: [...commentIds, ...applicationIds] },
      {
        perspective: 'raw',
      },
    )
    expect(found.sort()).toEqual([...commentIds, ...applicationIds].sort())
    // Nothing stored twice (and the probes sent while down stored nothing).
    expect(await countComments(store)).toBe(CLIENTS_PER_KIND)
    expect(await countApplications(store)).toBe(CLIENTS_PER_KIND)
    expect((await fetch(`${fn.url}/api/health`)).status).toBe(200)

    // Deliveries that failed while the store was down are picked up by the retry job: one row each, no more.
    await waitFor(
      async () => {
        await fn.service.settle()
        await fn.service.runSchedule()
        return sheet.rows().length >= CLIENTS_PER_KIND
      },
      { timeoutMs: 60_000, intervalMs: 500, describe: () => `${sheet.rows().length} rows` },
    )
    expect(new Set(sheet.rows().map((row) => row.Id))).toEqual(
      new Set(applicationIds.map((id) => id.slice(9))),
    )
    expect(sheet.rows()).toHaveLength(CLIENTS_PER_KIND)
  })
})
