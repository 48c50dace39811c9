import { itemError } from '../mutate/errors.ts'
import type { SanityDocument } from '../types.ts'

/**
 * Turns Actions API actions into the low-level mutations that carry them out, given the documents as they stand
 * (including the effect of earlier actions in the same request). The lake then applies all mutations as one
 * transaction, so listeners, history and webhooks see an action exactly like the equivalent mutation.
 */
export type Lookup = (id: string) => SanityDocument | null

type Json = Record<string, unknown>

export const DRAFTS_PREFIX = 'drafts.'

/** Fields the lake stamps itself; copying a document to another id drops them. */
function content(doc: SanityDocument): Json {
  const { _rev: _r, _updatedAt: _u, _originalId: _o, ...rest } = doc as Json
  return rest
}

function str(action: Json, field: string, index: number, required = true): string | undefined {
  const value = action[field]
  if (value === undefined && !required) return undefined
  if (typeof value !== 'string' || value === '') {
    throw itemError(400, index, 'validationError', `"${field}" must be a non-empty string`)
  }
  return value
}

function ids(action: Json, index: number): { draftId: string; publishedId: string } {
  const publishedId = str(action, 'publishedId', index) as string
  if (publishedId.startsWith(DRAFTS_PREFIX)) {
    throw itemError(400, index, 'validationError', `"publishedId" must not be a draft id: "${publishedId}"`)
  }
  const draftId = str(action, 'draftId', index, false) ?? `${DRAFTS_PREFIX}${publishedId}`
  return { draftId, publishedId }
}

function checkRevision(doc: SanityDocument | null, expected: unknown, index: number, label: string): void {
  if (typeof expected !== 'string' || expected === '') return
  if (doc?._rev !== expected) {
    throw itemError(
      409,
      index,
      'conflictError',
      `${label} has unexpected revision ID ("${doc?._rev ?? 'none'}"), expected "${expected}"`,
      { id: doc?._id },
    )
  }
}

export function planAction(raw: unknown, index: number, lookup: Lookup): unknown[] {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw itemError(400, index, 'validationError', 'Action must be an object')
  }
  const action = raw as Json
  const type = action.actionType
  switch (type) {
    case 'sanity.action.document.create': {
      const publishedId = str(action, 'publishedId', index) as string
      const attributes = action.attributes as Json | undefined
      if (!attributes || typeof attributes !== 'object' || typeof attributes._type !== 'string') {
        throw itemError(400, index, 'validationError', '"attributes" must be an object with a "_type"')
      }
      const id =
        typeof attributes._id === 'string' && attributes._id
          ? attributes._id
          : `${DRAFTS_PREFIX}${publishedId}`
      if (id !== publishedId && id !== `${DRAFTS_PREFIX}${publishedId}`) {
        throw itemError(
          400,
          index,
          'validationError',
          `"attributes._id" must be "${publishedId}" or its draft id`,
        )
      }
      if (lookup(id)) {
        if (action.ifExists === 'ignore') return []
        throw itemError(409, index, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, {
          id,
        })
      }
      return [{ create: { ...attributes, _id: id } }]
    }
    case 'sanity.action.document.edit': {
      const { draftId, publishedId } = ids(action, index)
      const patch = action.patch as Json | undefined
      if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
        throw itemError(400, index, 'validationError', '"patch" must be an object')
      }
      const mutations: unknown[] = []
      if (draftId !== publishedId && !lookup(draftId)) {
        // Editing a published document starts its draft from the published content.
        const published = lookup(publishedId)
        if (!published) {
          throw itemError(
            404,
            index,
            'documentNotFoundError',
            `Neither "${draftId}" nor "${publishedId}" exists`,
            {
              id: draftId,
            },
          )
        }
        mutations.push({ create: { ...content(published), _id: draftId } })
      }
      const { id: _ignored, ...operations } = patch
      mutations.push({ patch: { ...operations, id: draftId } })
      return mutations
    }
    case 'sanity.action.document.publish': {
      const { draftId, publishedId } = ids(action, index)
      const draft = lookup(draftId)
      const published = lookup(publishedId)
      if (!draft) {
        throw itemError(409, index, 'documentNotFoundError', `There is no draft "${draftId}" to publish`, {
          id: draftId,
        })
      }
      checkRevision(draft, action.ifDraftRevisionId, index, `Draft "${draftId}"`)
      checkRevision(published, action.ifPublishedRevisionId, index, `Published document "${publishedId}"`)
      const next = {
        ...content(draft),
        _id: publishedId,
        _createdAt: published?._createdAt ?? draft._createdAt,
      }
      return [{ createOrReplace: next }, { delete: { id: draftId } }]
    }
    case 'sanity.action.document.unpublish': {
      const { draftId, publishedId } = ids(action, index)
      const published = lookup(publishedId)
      if (!published) {
        throw itemError(409, index, 'documentNotFoundError', `"${publishedId}" is not published`, {
          id: publishedId,
        })
      }
      const mutations: unknown[] = []
      // The content stays as a draft: unpublishing never loses work.
      if (!lookup(draftId)) mutations.push({ create: { ...content(published), _id: draftId } })
      mutations.push({ delete: { id: publishedId } })
      return mutations
    }
    case 'sanity.action.document.discard': {
      const draftId = str(action, 'draftId', index) as string
      if (!draftId.startsWith(DRAFTS_PREFIX)) {
        throw itemError(400, index, 'validationError', `"draftId" must be a draft id: "${draftId}"`)
      }
      if (!lookup(draftId)) {
        throw itemError(409, index, 'documentNotFoundError', `There is no draft "${draftId}" to discard`, {
          id: draftId,
        })
      }
      return [{ delete: { id: draftId } }]
    }
    case 'sanity.action.document.delete': {
      const publishedId = str(action, 'publishedId', index) as string
      const extra = Array.isArray(action.includeDrafts) ? action.includeDrafts : []
      const targets = new Set([publishedId, `${DRAFTS_PREFIX}${publishedId}`, ...extra.map(String)])
      if (![...targets].some((id) => lookup(id))) {
        throw itemError(409, index, 'documentNotFoundError', `Document "${publishedId}" does not exist`, {
          id: publishedId,
        })
      }
      return [...targets].filter((id) => lookup(id)).map((id) => ({ delete: { id } }))
    }
    case 'sanity.action.document.replaceDraft': {
      const publishedId = str(action, 'publishedId', index) as string
      const attributes = action.attributes as Json | undefined
      if (!attributes || typeof attributes !== 'object' || typeof attributes._type !== 'string') {
        throw itemError(400, index, 'validationError', '"attributes" must be an object with a "_type"')
      }
      const draftId = typeof attributes._id === 'string' ? attributes._id : `${DRAFTS_PREFIX}${publishedId}`
      if (draftId !== `${DRAFTS_PREFIX}${publishedId}`) {
        throw itemError(
          400,
          index,
          'validationError',
          `"attributes._id" must be "${DRAFTS_PREFIX}${publishedId}"`,
        )
      }
      return [{ createOrReplace: { ...attributes, _id: draftId } }]
    }
    default:
      throw itemError(
        400,
        index,
        'validationError',
        `Unsupported action type "${String(type)}"; this lake supports sanity.action.document.{create, edit, publish, unpublish, discard, delete, replaceDraft}`,
      )
  }
}
