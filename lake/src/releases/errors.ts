import { itemError } from '../mutate/errors.ts'
import { releaseDocumentId } from './ids.ts'
import type { ReleaseDocument } from './release-document.ts'

/**
 * A release action on a release in a state it does not apply to (publishing an archived release, deleting an
 * active one): 409, naming the state it is in and the states the action needs.
 */
export function wrongState(index: number, release: ReleaseDocument, action: string, allowed: string[]) {
  return itemError(
    409,
    index,
    'releaseStateError',
    `Release "${release.name}" is ${release.state}; ${action} needs it to be ${allowed.join(' or ')}`,
    { id: release._id, state: release.state },
  )
}

export function releaseNotFound(index: number, releaseId: string) {
  return itemError(404, index, 'documentNotFoundError', `Release "${releaseId}" not found`, {
    id: releaseDocumentId(releaseId),
  })
}

/** A version of a release that is scheduled (or past it) changes only with its release. */
export function lockedVersion(index: number, id: string, release: ReleaseDocument) {
  return itemError(
    409,
    index,
    'releaseLockedError',
    release.state === 'published' || release.state === 'archived'
      ? `"${id}" belongs to release "${release.name}", which is ${release.state}`
      : `"${id}" belongs to release "${release.name}", which is ${release.state}: unschedule it to change its documents`,
    { id, state: release.state },
  )
}
