import type { LakeRuntime } from '../runtime/runtime.ts'
import { isReleaseDocumentId } from './ids.ts'
import { publishIfDue, scheduledReleases } from './publish-due.ts'

/** setTimeout's longest wait; a release further away is looked at again after this long. */
const MAX_WAIT_MS = 2 ** 31 - 1

/**
 * Publishes scheduled releases at their `publishAt`. The schedule lives in the store (each release's `state` and
 * `publishAt`), not in this timer: the timer is re-armed from the store at start, after every commit that touches a
 * release, and after each publish. So a release that came due while the lake was down is published as soon as it is
 * back, and a restart never loses or repeats one (`publish-due.ts` decides under the write lock). Returns the stop.
 */
export function startReleaseScheduler(lake: LakeRuntime): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let running: Promise<void> = Promise.resolve()

  const publishDue = async () => {
    for (const name of lake.store.datasetNames()) {
      const dataset = lake.store.dataset(name)
      if (!dataset) continue
      for (const release of scheduledReleases(dataset)) {
        if (Date.parse(release.publishAt ?? '') > Date.now()) break
        try {
          const transactionId = await publishIfDue(dataset, lake.store.history, release.name)
          if (transactionId)
            console.log(`[lake] published release ${release.name} (${name}) in ${transactionId}`)
        } catch (error) {
          console.error(`[lake] publishing release ${release.name} (${name}) failed`, error)
        }
      }
    }
  }

  const arm = () => {
    if (stopped) return
    if (timer) clearTimeout(timer)
    let next = Number.POSITIVE_INFINITY
    for (const name of lake.store.datasetNames()) {
      const dataset = lake.store.dataset(name)
      const soonest = dataset ? scheduledReleases(dataset)[0] : undefined
      if (soonest) next = Math.min(next, Date.parse(soonest.publishAt ?? ''))
    }
    if (!Number.isFinite(next)) return
    const wait = Math.min(Math.max(next - Date.now(), 0), MAX_WAIT_MS)
    timer = setTimeout(() => {
      running = running.then(publishDue).then(arm)
    }, wait)
  }

  const unsubscribe = lake.store.onCommit((tx) => {
    if (tx.changes.some((change) => isReleaseDocumentId(change.id))) arm()
  })
  const forgetOnWipe = lake.store.onWipe(() => arm())
  arm()
  return async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    unsubscribe()
    forgetOnWipe()
    await running
  }
}
