import { can, insufficientPermissions } from '../auth/access.ts'
import type { Caller } from '../auth/identify.ts'
import type { SanityDocument } from '../shared/types.ts'
import { isValidReleaseId, RELEASE_TYPE, releaseDocumentId } from './ids.ts'
import type { ReleaseState } from './release-document.ts'

/** The state each release action leaves a release in (undefined: it stays as it is). */
const TARGET_STATE: Record<string, ReleaseState | undefined> = {
  'sanity.action.release.edit': undefined,
  'sanity.action.release.schedule': 'scheduled',
  'sanity.action.release.unschedule': 'active',
  'sanity.action.release.publish': 'published',
  'sanity.action.release.archive': 'archived',
  'sanity.action.release.unarchive': 'active',
  'sanity.action.release.delete': undefined,
}

const CREATING = new Set(['sanity.action.release.create', 'sanity.action.release.import'])

/**
 * Permission first: whether the caller's grants let them make this release action's change, decided before the
 * action is checked for validity or for the release's state. The Studio probes with `dryRun` and arguments that
 * need not be valid (it asks about "schedule" with the current time), and reads only a refusal as "not allowed";
 * a validation error first would enable a button the lake then refuses. The whole transaction is checked again
 * after planning (`../auth/access.ts`'s `authorizeChanges`), which covers the versions a publish writes.
 */
export function refuseReleaseActionEarly(
  caller: Caller,
  raw: unknown,
  index: number,
  lookup: (id: string) => SanityDocument | null,
): void {
  if (!raw || typeof raw !== 'object') return
  const action = raw as Record<string, unknown>
  const type = String(action.actionType)
  const releaseId = action.releaseId
  if (typeof releaseId !== 'string' || !isValidReleaseId(releaseId)) return
  const id = releaseDocumentId(releaseId)
  const release = lookup(id)
  if (CREATING.has(type)) {
    // The new release as far as grants look at it: its state and metadata (a Scheduled Draft's `cardinality`).
    const attributes = (action.attributes ?? action.document) as Record<string, unknown> | undefined
    const metadata = action.metadata ?? attributes?.metadata
    const stub = release ?? ({ _id: id, _type: RELEASE_TYPE, state: 'active', metadata } as SanityDocument)
    const permission = release ? 'update' : 'create'
    if (!can(caller, permission, stub)) throw insufficientPermissions(permission, index, id)
    return
  }
  if (!(type in TARGET_STATE) || !release) return
  const target = TARGET_STATE[type]
  const after = target ? { ...release, state: target } : release
  if (!can(caller, 'update', release) || !can(caller, 'update', after)) {
    throw insufficientPermissions('update', index, id)
  }
}
