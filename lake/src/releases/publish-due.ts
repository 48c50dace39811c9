import { IDENTITIES } from '../auth/tokens.ts'
import { prepareTransaction } from '../mutate/apply.ts'
import { commitPrepared } from '../mutate/commit.ts'
import { serialize } from '../mutate/lock.ts'
import type { Dataset } from '../store/dataset.ts'
import type { History } from '../store/history.ts'
import { RELEASE_PREFIX, releaseDocumentId } from './ids.ts'
import { planReleasePublish } from './publish.ts'
import { isRelease, type ReleaseDocument } from './release-document.ts'

/** The dataset's scheduled releases, soonest first. */
export function scheduledReleases(dataset: Dataset): ReleaseDocument[] {
  const releases: ReleaseDocument[] = []
  for (const [id, doc] of dataset.docs) {
    // A time that does not parse (a robot's raw write) is never due rather than always due.
    const at = isRelease(doc) ? Date.parse(String(doc.publishAt)) : Number.NaN
    if (id.startsWith(RELEASE_PREFIX) && isRelease(doc) && doc.state === 'scheduled' && !Number.isNaN(at)) {
      releases.push(doc)
    }
  }
  return releases.sort((a, b) => Date.parse(a.publishAt ?? '') - Date.parse(b.publishAt ?? ''))
}

/**
 * Publishes one scheduled release whose time has come, exactly once: under the dataset's write lock it is looked
 * at again, and only a release still `scheduled` and due is published, in one commit (one sqlite transaction:
 * after a `kill -9` either everything of it is stored or nothing, and the next start finds it still due). The
 * author is whoever last scheduled or edited it (the transaction behind its revision), so history names a person.
 */
export function publishIfDue(
  dataset: Dataset,
  history: History,
  releaseId: string,
  now = () => new Date(),
): Promise<string | undefined> {
  return serialize(dataset, async () => {
    const release = dataset.get(releaseDocumentId(releaseId))
    const at = now()
    if (!isRelease(release) || release.state !== 'scheduled') return undefined
    const due = Date.parse(String(release.publishAt))
    if (Number.isNaN(due) || due > at.getTime()) return undefined
    const timestamp = at.toISOString()
    const mutations = planReleasePublish(release, {
      lookup: (id) => dataset.get(id) ?? null,
      documents: () => dataset.docs.values(),
      lastRevision: () => null,
      now: timestamp,
    })
    const prepared = await prepareTransaction(dataset, mutations, { timestamp })
    const scheduledBy = release._rev ? history.transaction(dataset.name, release._rev)?.identity : undefined
    await commitPrepared(dataset, prepared, scheduledBy ?? IDENTITIES.write)
    return prepared.transactionId
  })
}
