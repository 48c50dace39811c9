import { isDraftId, isPublishedId, isVersionId, publishedIdOf } from '@escrova/schemas/ids'
import { itemError } from '../mutate/errors.ts'
import type { SanityDocument } from '../shared/types.ts'
import { type ContextPlanner, contentOf, type PlanContext } from './plan-context.ts'

/**
 * The version actions (`sanity.action.document.version.*`): a document's draft or its version in a release
 * (`versions.<releaseId>.<publishedId>`) created, discarded, replaced, or marked to unpublish when its release
 * publishes. Whether the release lets its versions change (not while scheduled) is `lock.ts`, for every write path.
 */

type Json = Record<string, unknown>

function idField(action: Json, field: string, index: number): string {
  const value = action[field]
  if (typeof value !== 'string' || value === '') {
    throw itemError(400, index, 'validationError', `"${field}" must be a non-empty string`, { field })
  }
  return value
}

/** A draft or release version id (of `publishedId`, when given). */
function versionIdField(id: string, field: string, index: number, publishedId?: string): string {
  if (!isDraftId(id) && !isVersionId(id)) {
    throw itemError(400, index, 'validationError', `"${field}" must be a draft or version id, got "${id}"`, {
      field,
    })
  }
  if (publishedId !== undefined && publishedIdOf(id) !== publishedId) {
    throw itemError(400, index, 'validationError', `"${field}" must be a version of "${publishedId}"`, {
      field,
    })
  }
  return id
}

function publishedIdField(action: Json, index: number): string {
  const publishedId = idField(action, 'publishedId', index)
  if (!isPublishedId(publishedId)) {
    throw itemError(
      400,
      index,
      'validationError',
      `"publishedId" must be a published id, got "${publishedId}"`,
      {
        field: 'publishedId',
      },
    )
  }
  return publishedId
}

function documentField(action: Json, index: number): SanityDocument {
  const document = action.document as SanityDocument | undefined
  if (!document || typeof document !== 'object' || typeof document._type !== 'string') {
    throw itemError(400, index, 'validationError', '"document" must be an object with "_id" and "_type"', {
      field: 'document',
    })
  }
  idField(document as Json, '_id', index)
  return document
}

const missing = (index: number, id: string, what: string) =>
  itemError(409, index, 'documentNotFoundError', `${what} "${id}" does not exist`, { id })

function mustBeNew(context: PlanContext, id: string, index: number): void {
  if (context.lookup(id)) {
    throw itemError(409, index, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, { id })
  }
}

/** From the given `document`, or as a copy of `baseId` (guarded by `ifBaseRevisionId`) at `versionId`. */
const create: ContextPlanner = (action, index, context) => {
  const publishedId = publishedIdField(action, index)
  if (action.document !== undefined) {
    const document = documentField(action, index)
    versionIdField(document._id, 'document._id', index, publishedId)
    mustBeNew(context, document._id, index)
    return [{ create: contentOf(document) }]
  }
  const baseId = idField(action, 'baseId', index)
  const versionId = versionIdField(idField(action, 'versionId', index), 'versionId', index, publishedId)
  const base = context.lookup(baseId)
  if (!base) throw missing(index, baseId, 'Base document')
  const expected = action.ifBaseRevisionId
  if (typeof expected === 'string' && expected !== '' && base._rev !== expected) {
    throw itemError(
      409,
      index,
      'conflictError',
      `Base document "${baseId}" has unexpected revision ID ("${base._rev}"), expected "${expected}"`,
      { id: baseId },
    )
  }
  mustBeNew(context, versionId, index)
  const { _system: _s, ...content } = contentOf(base)
  return [{ create: { ...content, _id: versionId } }]
}

const discard: ContextPlanner = (action, index, context) => {
  const versionId = versionIdField(idField(action, 'versionId', index), 'versionId', index)
  if (action.purge !== undefined && typeof action.purge !== 'boolean') {
    throw itemError(
      400,
      index,
      'validationError',
      `"purge" must be a boolean, got ${JSON.stringify(action.purge)}`,
      {
        field: 'purge',
      },
    )
  }
  if (!context.lookup(versionId)) throw missing(index, versionId, 'Version')
  return [{ delete: { id: versionId, ...(action.purge === true ? { purge: true } : {}) } }]
}

const replace: ContextPlanner = (action, index, context) => {
  const document = documentField(action, index)
  versionIdField(document._id, 'document._id', index)
  if (!context.lookup(document._id)) throw missing(index, document._id, 'Version')
  return [{ createOrReplace: contentOf(document) }]
}

/** The version is marked (`_system.delete`), made from the published document when there is none yet. */
const unpublish: ContextPlanner = (action, index, context) => {
  const publishedId = publishedIdField(action, index)
  const versionId = idField(action, 'versionId', index)
  if (!isVersionId(versionId) || publishedIdOf(versionId) !== publishedId) {
    throw itemError(
      400,
      index,
      'validationError',
      `"versionId" must be a release version of "${publishedId}"`,
      {
        field: 'versionId',
      },
    )
  }
  const published = context.lookup(publishedId)
  if (!published) throw missing(index, publishedId, 'Published document')
  if (context.lookup(versionId)) return [{ patch: { id: versionId, set: { '_system.delete': true } } }]
  return [{ create: { ...contentOf(published), _id: versionId, _system: { delete: true } } }]
}

export const VERSION_PLANNERS: Record<string, ContextPlanner> = {
  'sanity.action.document.version.create': create,
  'sanity.action.document.version.discard': discard,
  'sanity.action.document.version.replace': replace,
  'sanity.action.document.version.unpublish': unpublish,
}
