import { draftIdOf, isDraftId } from '@escrova/schemas/ids'
import { itemError } from '../mutate/errors.ts'
import { contentOf, type PlanContext } from '../releases/plan-context.ts'
import { RELEASE_ACTION_PLANNERS } from '../releases/planners.ts'
import type { SanityDocument } from '../shared/types.ts'

/**
 * Turns Actions API actions into the low-level mutations that carry them out, given the documents as they stand
 * (including the effect of earlier actions in the same request). The lake then applies all mutations as one
 * transaction, so listeners, history and webhooks see an action exactly like the equivalent mutation.
 */
export type Lookup = (id: string) => SanityDocument | null

type Json = Record<string, unknown>

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
  if (isDraftId(publishedId)) {
    throw itemError(400, index, 'validationError', `"publishedId" must not be a draft id: "${publishedId}"`)
  }
  const draftId = str(action, 'draftId', index, false) ?? draftIdOf(publishedId)
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

/** The `attributes` of a create or replaceDraft: an object with a `_type`. */
function attributesOf(action: Json, index: number): Json {
  const attributes = action.attributes as Json | undefined
  if (!attributes || typeof attributes !== 'object' || typeof attributes._type !== 'string') {
    throw itemError(400, index, 'validationError', '"attributes" must be an object with a "_type"')
  }
  return attributes
}

function notFound(status: 404 | 409, index: number, message: string, id: string) {
  return itemError(status, index, 'documentNotFoundError', message, { id })
}

/** One action type's plan: the mutations that carry it out, or an error for the action at `index`. */
type Planner = (action: Json, index: number, lookup: Lookup) => unknown[]

/** A new document, as a draft unless `attributes._id` names the published id; `ifExists: 'ignore'` makes it a no-op. */
const planCreate: Planner = (action, index, lookup) => {
  const publishedId = str(action, 'publishedId', index) as string
  const attributes = attributesOf(action, index)
  const id = typeof attributes._id === 'string' && attributes._id ? attributes._id : draftIdOf(publishedId)
  if (id !== publishedId && id !== draftIdOf(publishedId)) {
    throw itemError(
      400,
      index,
      'validationError',
      `"attributes._id" must be "${publishedId}" or its draft id`,
    )
  }
  if (lookup(id)) {
    if (action.ifExists === 'ignore') return []
    throw itemError(409, index, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, { id })
  }
  return [{ create: { ...attributes, _id: id } }]
}

/** A patch on the draft; editing a published document starts its draft from the published content. */
const planEdit: Planner = (action, index, lookup) => {
  const { draftId, publishedId } = ids(action, index)
  const patch = action.patch as Json | undefined
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
    throw itemError(400, index, 'validationError', '"patch" must be an object')
  }
  const mutations: unknown[] = []
  if (draftId !== publishedId && !lookup(draftId)) {
    const published = lookup(publishedId)
    if (!published) throw notFound(404, index, `Neither "${draftId}" nor "${publishedId}" exists`, draftId)
    mutations.push({ create: { ...contentOf(published), _id: draftId } })
  }
  const { id: _ignored, ...operations } = patch
  mutations.push({ patch: { ...operations, id: draftId } })
  return mutations
}

/** The draft replaces the published document (keeping its creation time) and goes; revisions guard both. */
const planPublish: Planner = (action, index, lookup) => {
  const { draftId, publishedId } = ids(action, index)
  const draft = lookup(draftId)
  const published = lookup(publishedId)
  if (!draft) throw notFound(409, index, `There is no draft "${draftId}" to publish`, draftId)
  checkRevision(draft, action.ifDraftRevisionId, index, `Draft "${draftId}"`)
  checkRevision(published, action.ifPublishedRevisionId, index, `Published document "${publishedId}"`)
  const next = {
    ...contentOf(draft),
    _id: publishedId,
    _createdAt: published?._createdAt ?? draft._createdAt,
  }
  return [{ createOrReplace: next }, { delete: { id: draftId } }]
}

/** The published document goes; its content stays as a draft (unpublishing never loses work). */
const planUnpublish: Planner = (action, index, lookup) => {
  const { draftId, publishedId } = ids(action, index)
  const published = lookup(publishedId)
  if (!published) throw notFound(409, index, `"${publishedId}" is not published`, publishedId)
  const mutations: unknown[] = []
  if (!lookup(draftId)) mutations.push({ create: { ...contentOf(published), _id: draftId } })
  mutations.push({ delete: { id: publishedId } })
  return mutations
}

/** The Actions API's `purge` on delete and discard: the deletes it plans then purge the history too. */
function purgeOf(action: Json, index: number): { purge?: true } {
  if (action.purge === undefined || action.purge === false) return {}
  if (action.purge !== true) {
    throw itemError(
      400,
      index,
      'validationError',
      `"purge" must be a boolean, got ${JSON.stringify(action.purge)}`,
    )
  }
  return { purge: true }
}

const planDiscard: Planner = (action, index, lookup) => {
  const draftId = str(action, 'draftId', index) as string
  if (!isDraftId(draftId)) {
    throw itemError(400, index, 'validationError', `"draftId" must be a draft id: "${draftId}"`)
  }
  const purge = purgeOf(action, index)
  if (!lookup(draftId)) throw notFound(409, index, `There is no draft "${draftId}" to discard`, draftId)
  return [{ delete: { id: draftId, ...purge } }]
}

/** The published document, its draft and any `includeDrafts`: whichever of them exist. */
const planDelete: Planner = (action, index, lookup) => {
  const publishedId = str(action, 'publishedId', index) as string
  const purge = purgeOf(action, index)
  const extra = Array.isArray(action.includeDrafts) ? action.includeDrafts : []
  const targets = new Set([publishedId, draftIdOf(publishedId), ...extra.map(String)])
  const existing = [...targets].filter((id) => lookup(id))
  if (existing.length === 0)
    throw notFound(409, index, `Document "${publishedId}" does not exist`, publishedId)
  return existing.map((id) => ({ delete: { id, ...purge } }))
}

const planReplaceDraft: Planner = (action, index) => {
  const publishedId = str(action, 'publishedId', index) as string
  const attributes = attributesOf(action, index)
  const draftId = typeof attributes._id === 'string' ? attributes._id : draftIdOf(publishedId)
  if (draftId !== draftIdOf(publishedId)) {
    throw itemError(400, index, 'validationError', `"attributes._id" must be "${draftIdOf(publishedId)}"`)
  }
  return [{ createOrReplace: { ...attributes, _id: draftId } }]
}

const PLANNERS: Record<string, Planner> = {
  'sanity.action.document.create': planCreate,
  'sanity.action.document.edit': planEdit,
  'sanity.action.document.publish': planPublish,
  'sanity.action.document.unpublish': planUnpublish,
  'sanity.action.document.discard': planDiscard,
  'sanity.action.document.delete': planDelete,
  'sanity.action.document.replaceDraft': planReplaceDraft,
}

export function planAction(raw: unknown, index: number, context: PlanContext): unknown[] {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw itemError(400, index, 'validationError', 'Action must be an object')
  }
  const action = raw as Json
  const type = action.actionType
  if (typeof type === 'string' && Object.hasOwn(RELEASE_ACTION_PLANNERS, type)) {
    return RELEASE_ACTION_PLANNERS[type](action, index, context)
  }
  const planner = typeof type === 'string' && Object.hasOwn(PLANNERS, type) ? PLANNERS[type] : undefined
  if (!planner) {
    throw itemError(
      400,
      index,
      'validationError',
      `Unsupported action type "${String(type)}"; this lake supports sanity.action.document.{create, edit, publish, unpublish, discard, delete, replaceDraft}, sanity.action.document.version.* and sanity.action.release.*`,
    )
  }
  return planner(action, index, context.lookup)
}
