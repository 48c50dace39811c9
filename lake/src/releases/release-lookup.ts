import { itemError } from '../mutate/errors.ts'
import { releaseNotFound, wrongState } from './errors.ts'
import { isValidReleaseId, releaseDocumentId } from './ids.ts'
import type { PlanContext } from './plan-context.ts'
import { isRelease, type ReleaseDocument } from './release-document.ts'

type Json = Record<string, unknown>

/** The action's `releaseId`, checked: one id segment. */
export function releaseIdOf(action: Json, index: number): string {
  const releaseId = action.releaseId
  if (typeof releaseId !== 'string' || !isValidReleaseId(releaseId)) {
    throw itemError(
      400,
      index,
      'validationError',
      '"releaseId" must be a release id (letters, digits, "_" and "-")',
      { field: 'releaseId' },
    )
  }
  return releaseId
}

/** The release the action names, which must exist and be in one of `allowed` states. */
export function requireRelease(
  action: Json,
  index: number,
  context: PlanContext,
  allowed: string[],
): ReleaseDocument {
  const releaseId = releaseIdOf(action, index)
  const release = context.lookup(releaseDocumentId(releaseId))
  if (!isRelease(release)) throw releaseNotFound(index, releaseId)
  if (!allowed.includes(release.state)) throw wrongState(index, release, String(action.actionType), allowed)
  return release
}
