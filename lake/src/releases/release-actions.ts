import { Mutation } from '@sanity/mutator'
import { itemError } from '../mutate/errors.ts'
import type { SanityDocument } from '../shared/types.ts'
import { RELEASE_TYPE, releaseDocumentId, versionsOf } from './ids.ts'
import { type ContextPlanner, contentOf } from './plan-context.ts'
import { checkMetadata, newRelease, RELEASE_STATES, type ReleaseDocument } from './release-document.ts'
import { releaseIdOf, requireRelease } from './release-lookup.ts'

/**
 * The release actions (`sanity.action.release.*`, as `@sanity/client` 8 sends them) and the state machine they
 * walk: create → active; schedule → scheduled (again to move the time); unschedule → active; publish (`publish.ts`)
 * → published; archive (active only) → archived, its versions deleted; unarchive → active, its versions restored
 * from history; delete (archived or published only). The state changes are single transactions, so the
 * transitional states Sanity reports (`scheduling`, `publishing`, ...) are never seen here.
 */

type Json = Record<string, unknown>

const create: ContextPlanner = (action, index, context) => {
  const releaseId = releaseIdOf(action, index)
  const given = (action.metadata ?? {}) as Json
  const metadata = checkMetadata({ ...given, releaseType: given.releaseType ?? 'undecided' }, index)
  const id = releaseDocumentId(releaseId)
  if (context.lookup(id)) {
    throw itemError(409, index, 'documentAlreadyExistsError', `Release "${releaseId}" already exists`, { id })
  }
  return [{ create: newRelease(releaseId, metadata) }]
}

/** Only `metadata` changes by an edit: the state and times follow the other actions. */
const edit: ContextPlanner = (action, index, context) => {
  const release = requireRelease(action, index, context, ['active', 'scheduled'])
  const patch = action.patch
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
    throw itemError(400, index, 'validationError', '"patch" must be an object', { field: 'patch' })
  }
  const { id: _ignored, ...operations } = patch as Json
  let after: SanityDocument
  try {
    after = new Mutation({ mutations: [{ patch: { ...operations, id: release._id } as never }] }).apply(
      release,
    ) as SanityDocument
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error)
    throw itemError(400, index, 'validationError', `Invalid patch: ${description}`, { field: 'patch' })
  }
  const { metadata: _before, ...rest } = release
  const { metadata, ...restAfter } = after
  if (JSON.stringify(rest) !== JSON.stringify(restAfter)) {
    throw itemError(400, index, 'validationError', 'A release edit may change only "metadata"', {
      field: 'patch',
    })
  }
  checkMetadata(metadata, index)
  return [{ patch: { ...operations, id: release._id } }]
}

const schedule: ContextPlanner = (action, index, context) => {
  const release = requireRelease(action, index, context, ['active', 'scheduled'])
  const publishAt = action.publishAt
  if (typeof publishAt !== 'string' || Number.isNaN(Date.parse(publishAt))) {
    throw itemError(400, index, 'validationError', '"publishAt" must be an ISO date-time', {
      field: 'publishAt',
    })
  }
  if (Date.parse(publishAt) <= Date.parse(context.now)) {
    throw itemError(400, index, 'validationError', `"publishAt" must be in the future, got ${publishAt}`, {
      field: 'publishAt',
    })
  }
  const at = new Date(publishAt).toISOString()
  return [{ patch: { id: release._id, set: { state: 'scheduled', publishAt: at } } }]
}

const unschedule: ContextPlanner = (action, index, context) => {
  const release = requireRelease(action, index, context, ['scheduled'])
  return [{ patch: { id: release._id, set: { state: 'active' }, unset: ['publishAt'] } }]
}

const archive: ContextPlanner = (action, index, context) => {
  const release = requireRelease(action, index, context, ['active'])
  const versions = versionsOf(context.documents(), release.name)
  return [
    ...versions.map((version) => ({ delete: { id: version._id } })),
    {
      patch: {
        id: release._id,
        set: { state: 'archived', finalDocumentStates: versions.map((version) => ({ id: version._id })) },
      },
    },
  ]
}

/** The versions archiving deleted come back as they were, from history. */
const unarchive: ContextPlanner = (action, index, context) => {
  const release = requireRelease(action, index, context, ['archived'])
  const restored = (release.finalDocumentStates ?? [])
    .filter(({ id }) => !context.lookup(id))
    .map(({ id }) => context.lastRevision(id))
    .filter((doc): doc is SanityDocument => doc !== null)
  return [
    ...restored.map((doc) => ({ create: contentOf(doc) })),
    { patch: { id: release._id, set: { state: 'active' }, unset: ['finalDocumentStates'] } },
  ]
}

const remove: ContextPlanner = (action, index, context) => {
  const release = requireRelease(action, index, context, ['archived', 'published'])
  const leftovers = versionsOf(context.documents(), release.name)
  return [...leftovers.map((version) => ({ delete: { id: version._id } })), { delete: { id: release._id } }]
}

/** An imported release's state is one Sanity reports, and a scheduled one has a time the scheduler can read. */
function checkImportedState(release: ReleaseDocument, index: number): void {
  if (!RELEASE_STATES.includes(release.state)) {
    throw itemError(400, index, 'validationError', `"state" must be one of ${RELEASE_STATES.join(', ')}`, {
      field: 'state',
    })
  }
  if (release.state === 'scheduled' && Number.isNaN(Date.parse(String(release.publishAt)))) {
    throw itemError(
      400,
      index,
      'validationError',
      'A scheduled release needs "publishAt" (an ISO date-time)',
      {
        field: 'publishAt',
      },
    )
  }
}

/** A whole release document (another lake's export): `ifExists` fail, ignore or replace. */
const importRelease: ContextPlanner = (action, index, context) => {
  const releaseId = releaseIdOf(action, index)
  const attributes = (action.attributes ?? action.document) as Json | undefined
  if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes)) {
    throw itemError(400, index, 'validationError', '"attributes" must be a release document', {
      field: 'attributes',
    })
  }
  const metadata = checkMetadata(attributes.metadata ?? { releaseType: 'undecided' }, index)
  const id = releaseDocumentId(releaseId)
  const ifExists = action.ifExists ?? 'fail'
  if (context.lookup(id)) {
    if (ifExists === 'ignore') return []
    if (ifExists !== 'replace') {
      throw itemError(409, index, 'documentAlreadyExistsError', `Release "${releaseId}" already exists`, {
        id,
      })
    }
  }
  const release = {
    ...newRelease(releaseId, metadata),
    ...contentOf(attributes as SanityDocument),
    _id: id,
    _type: RELEASE_TYPE,
  }
  checkImportedState(release as ReleaseDocument, index)
  return [{ createOrReplace: { ...release, name: releaseId, metadata } }]
}

export const RELEASE_PLANNERS: Record<string, ContextPlanner> = {
  'sanity.action.release.create': create,
  'sanity.action.release.edit': edit,
  'sanity.action.release.schedule': schedule,
  'sanity.action.release.unschedule': unschedule,
  'sanity.action.release.archive': archive,
  'sanity.action.release.unarchive': unarchive,
  'sanity.action.release.delete': remove,
  'sanity.action.release.import': importRelease,
}
