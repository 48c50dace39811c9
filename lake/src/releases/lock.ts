import { releaseOf } from '@escrova/schemas/ids'
import type { Caller } from '../auth/identify.ts'
import { itemError } from '../mutate/errors.ts'
import type { DocumentChange, SanityDocument } from '../shared/types.ts'
import { lockedVersion } from './errors.ts'
import { isReleaseDocumentId, releaseDocumentId } from './ids.ts'
import { isRelease } from './release-document.ts'

/**
 * A release's versions change only while it is active: once scheduled (and after it is published or archived) an
 * edit, discard or new version is refused on every write path (mutate and actions) with 409, unless the same
 * transaction changes the release itself (its publish, archive or unarchive moves its versions). A version of a
 * release that does not exist is not held back.
 */
export function refuseFrozenVersions(
  changes: DocumentChange[],
  lookup: (id: string) => SanityDocument | undefined,
  indexOf: (id: string) => number,
): void {
  const changed = new Set(changes.map((change) => change.id))
  for (const change of changes) {
    const releaseId = releaseOf(change.id)
    if (!releaseId) continue
    const releaseDocId = releaseDocumentId(releaseId)
    if (changed.has(releaseDocId)) continue
    const release = lookup(releaseDocId)
    if (isRelease(release) && release.state !== 'active') {
      throw lockedVersion(indexOf(change.id), change.id, release)
    }
  }
}

/**
 * People may not write release documents with `data/mutate`: a release's state changes only through the release
 * actions, where the state machine and the roles apply. The lake's robot tokens (import, migrations, fixtures) may,
 * as Sanity's own import writes whole release documents.
 */
export function refuseReleaseMutations(
  caller: Caller,
  changes: DocumentChange[],
  indexOf: (id: string) => number,
): void {
  if (caller.kind === 'robot') return
  const release = changes.find((change) => isReleaseDocumentId(change.id))
  if (!release) return
  throw itemError(
    400,
    indexOf(release.id),
    'invalidMutationError',
    `"${release.id}" is a release document: change it with the sanity.action.release.* actions`,
    { id: release.id },
  )
}
