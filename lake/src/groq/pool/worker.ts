/**
 * A query worker (`pool.ts` runs it through piscina): evaluates one query at a time over its copy of the store. Node
 * loads it with its own type stripping (no tsx in workers: its loader takes a third of a second to start), so the
 * files it imports use only erasable TypeScript (no parameter properties, enums or namespaces).
 */
import '../../shared/quiet-warnings.ts'
import { parentPort, workerData } from 'node:worker_threads'
import { evaluatePrepared } from '../engine.ts'
import { viewOf } from '../views.ts'
import type { FeedAddress } from './feed.ts'
import { lowerPriority, restorePriority } from './priority.ts'
import { LOADED, toWorkerError, type WorkerAnswer, type WorkerTask } from './protocol.ts'
import { Replica } from './replica.ts'

/**
 * A query that has used this much of its thread's CPU time steps down in CPU priority (`priority.ts`). CPU time,
 * not time since it started: on a busy machine a cheap query can take that long waiting for a CPU.
 */
const LONG_QUERY_CPU_MS = 100
/** How often a running query looks at its CPU time. */
const CPU_CHECK_MS = 20

function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage()
  return (user + system) / 1000
}

/** Steps down once the query has used `LONG_QUERY_CPU_MS` of CPU since `startCpuMs`. */
function stepDownWhenLong(startCpuMs: number): { at: number; run: () => number | undefined } {
  return {
    at: Date.now() + LONG_QUERY_CPU_MS,
    run: () => {
      if (threadCpuMs() - startCpuMs < LONG_QUERY_CPU_MS) return Date.now() + CPU_CHECK_MS
      lowerPriority()
      return undefined
    },
  }
}

const replica = new Replica((workerData as { feed: FeedAddress }).feed)
// Built before the first query, not during it: the view the site's anonymous readers query, with its id order.
for (const dataset of replica.datasets()) viewOf(dataset, 'published', 'public')
parentPort?.postMessage(LOADED)

export default async function runTask(task: WorkerTask): Promise<WorkerAnswer> {
  await replica.caughtUp(task.minVersion)
  const { deadline } = task.request
  const request = {
    ...task.request,
    dataset: replica.dataset(task.dataset),
    query: task.query,
    deadline: deadline && { ...deadline, whenLong: stepDownWhenLong(threadCpuMs()) },
  }
  try {
    return { outcome: await evaluatePrepared(request, { query: task.query, params: task.params }) }
  } catch (error) {
    return { error: toWorkerError(error) }
  } finally {
    restorePriority()
  }
}
