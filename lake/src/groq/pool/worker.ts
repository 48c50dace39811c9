/**
 * A query worker (`pool.ts` runs it through piscina): evaluates one query at a time over its copy of the store. Node
 * loads it with its own type stripping (no tsx in workers: its loader takes a third of a second to start), so the
 * files it imports use only erasable TypeScript (no parameter properties, enums or namespaces).
 */
import '../../quiet-warnings.ts'
import { parentPort, workerData } from 'node:worker_threads'
import { evaluatePrepared } from '../engine.ts'
import type { FeedAddress } from './feed.ts'
import { LOADED, toWorkerError, type WorkerAnswer, type WorkerTask } from './protocol.ts'
import { Replica } from './replica.ts'

const replica = new Replica((workerData as { feed: FeedAddress }).feed)
parentPort?.postMessage(LOADED)

export default async function runTask(task: WorkerTask): Promise<WorkerAnswer> {
  await replica.caughtUp(task.minVersion)
  const request = { ...task.request, dataset: replica.dataset(task.dataset), query: task.query }
  try {
    return { outcome: await evaluatePrepared(request, { query: task.query, params: task.params }) }
  } catch (error) {
    return { error: toWorkerError(error) }
  }
}
