import { extractWithPath, Mutation } from '@sanity/mutator'
import { evaluate, parse } from 'groq-js'
import type { DocumentChange, SanityDocument } from '../shared/types.ts'
import type { Dataset } from '../store/dataset.ts'
import { itemError, MutationError } from './errors.ts'
import { addMissingArrayKeys, isValidDocumentId, newDocumentId, randomId } from './ids.ts'
import { followRenames, type KeyRename, keyRenamesIn } from './key-renames.ts'
import { keepInsertions } from './text-merge.ts'

export type Operation = 'create' | 'update' | 'delete' | 'none'

export interface MutationResult {
  id: string
  operation: Operation
}

export interface PreparedTransaction {
  transactionId: string
  timestamp: string
  mutations: unknown[]
  changes: DocumentChange[]
  results: MutationResult[]
  /** Ids whose whole history the commit removes (`delete` with `purge: true`). */
  purge: string[]
  /**
   * `set`s of every text the lake merged otherwise than the sender's own diff-match-patch would (text-merge.ts), to
   * commit as a transaction of their own right after: the sender's Studio takes the echo of its own transaction as
   * what it already shows, and only a later change from elsewhere makes it show what was stored.
   */
  settle: unknown[]
  /** Array items whose `_key` the transaction changes: remember them once committed (`rememberRenames`). */
  renames: KeyRename[]
}

export interface PrepareOptions {
  transactionId?: string
  autoGenerateArrayKeys?: boolean
  timestamp?: string
  /** The documents a `query` (delete or patch by query) may select: the caller's reads (`auth/access.ts`). */
  visible?: (doc: SanityDocument) => boolean
}

type Json = Record<string, unknown>
const KINDS = ['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch'] as const
type Kind = (typeof KINDS)[number]

function kindOf(mutation: unknown, index: number): { kind: Kind; body: Json } {
  if (!mutation || typeof mutation !== 'object' || Array.isArray(mutation)) {
    throw itemError(400, index, 'invalidMutationError', 'Mutation must be an object')
  }
  const keys = Object.keys(mutation)
  const kind = keys[0] as Kind
  if (keys.length !== 1 || !KINDS.includes(kind)) {
    throw itemError(400, index, 'invalidMutationError', `Unknown mutation type "${keys.join(', ')}"`)
  }
  const body = (mutation as Json)[kind]
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw itemError(400, index, 'invalidMutationError', `"${kind}" must be an object`)
  }
  return { kind, body: body as Json }
}

/** Ids a `query` (delete/patch by query) selects, evaluated on the transaction's working state. */
async function idsForQuery(docs: SanityDocument[], body: Json, index: number): Promise<string[]> {
  const params = (body.params ?? {}) as Record<string, unknown>
  try {
    const tree = parse(String(body.query), { params })
    const value = await (await evaluate(tree, { dataset: docs, params })).get()
    const list = Array.isArray(value) ? value : value ? [value] : []
    return list
      .map((item) => (typeof item === 'string' ? item : (item as SanityDocument | null)?._id))
      .filter((id): id is string => typeof id === 'string')
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error)
    throw itemError(400, index, 'queryParseError', `Invalid query in mutation: ${description}`)
  }
}

/** The documents as the transaction has left them so far, over the dataset (`null`: deleted). */
class WorkingState {
  readonly changed = new Map<string, SanityDocument | null>()

  constructor(
    private readonly dataset: Dataset,
    private readonly visible: (doc: SanityDocument) => boolean = () => true,
  ) {}

  current(id: string): SanityDocument | null {
    return (this.changed.has(id) ? this.changed.get(id) : this.dataset.get(id)) ?? null
  }

  set(id: string, doc: SanityDocument | null): void {
    this.changed.set(id, doc)
  }

  /** Every document the caller may see as it now stands, for a mutation's `query`. */
  docs(): SanityDocument[] {
    const merged = new Map(this.dataset.docs)
    for (const [id, doc] of this.changed) {
      if (doc) merged.set(id, doc)
      else merged.delete(id)
    }
    return [...merged.values()].filter(this.visible)
  }
}

type CreateKind = 'create' | 'createOrReplace' | 'createIfNotExists'

const isCreate = (kind: Kind): kind is CreateKind =>
  kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists'

/** The document a create-kind mutation writes (its `_id` completed), and what it did. */
function applyCreate(
  state: WorkingState,
  kind: CreateKind,
  body: Json,
  index: number,
  timestamp: string,
): { stamped: Json; result: MutationResult } {
  if (typeof body._type !== 'string' || body._type === '') {
    throw itemError(400, index, 'invalidDocumentError', 'Document is missing the required "_type" attribute')
  }
  if (kind !== 'create' && (typeof body._id !== 'string' || body._id.endsWith('.'))) {
    throw itemError(400, index, 'invalidDocumentError', `"${kind}" requires a complete "_id"`)
  }
  const id = newDocumentId(body._id)
  if (!isValidDocumentId(id)) {
    throw itemError(400, index, 'invalidDocumentIdError', `Malformed document ID: "${id}"`, { id })
  }
  const existing = state.current(id)
  const stamped = { [kind]: { ...body, _id: id } }
  if (existing && kind === 'create') {
    throw itemError(409, index, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, { id })
  }
  if (existing && kind === 'createIfNotExists') return { stamped, result: { id, operation: 'none' } }
  const createdAt =
    typeof body._createdAt === 'string' ? body._createdAt : (existing?._createdAt ?? timestamp)
  state.set(id, { ...(body as SanityDocument), _id: id, _createdAt: createdAt })
  return { stamped, result: { id, operation: existing ? 'update' : 'create' } }
}

/** A delete's `purge` flag: absent means false; anything but a boolean is refused before anything changes. */
function purgeFlag(body: Json, index: number): boolean {
  if (body.purge === undefined) return false
  if (typeof body.purge !== 'boolean') {
    throw itemError(
      400,
      index,
      'invalidMutationError',
      `"delete.purge" must be a boolean, got ${JSON.stringify(body.purge)}`,
      { field: 'purge' },
    )
  }
  return body.purge
}

/** The ids a delete or patch names: its `id`, or what its `query` selects now. */
async function targetIds(state: WorkingState, kind: Kind, body: Json, index: number): Promise<string[]> {
  if (typeof body.id === 'string') return [body.id]
  if (typeof body.query === 'string') return idsForQuery(state.docs(), body, index)
  throw itemError(400, index, 'invalidMutationError', `"${kind}" requires "id" or "query"`)
}

/**
 * One document patched by `body`'s operations (after its `ifRevisionID` check), through Sanity's own mutator, and
 * the operations as applied (a `diffMatchPatch` that would drop typed text is rewritten: `text-merge.ts`).
 */
function applyPatch(
  dataset: Dataset,
  existing: SanityDocument | null,
  id: string,
  body: Json,
  index: number,
): { doc: SanityDocument; body: Json; merged: string[]; redirected: string[]; renames: KeyRename[] } {
  if (!existing) {
    throw itemError(404, index, 'documentNotFoundError', `The document with the ID "${id}" was not found`, {
      id,
    })
  }
  if (typeof body.ifRevisionID === 'string' && body.ifRevisionID !== existing._rev) {
    throw itemError(
      409,
      index,
      'conflictError',
      `Document "${id}" has unexpected revision ID ("${existing._rev}"), expected "${body.ifRevisionID}"`,
      { id },
    )
  }
  const { query: _q, params: _p, ifRevisionID: _r, id: _i, ...requested } = body
  // A patch by query stays as sent: one rewrite could not describe what it did to each document.
  const byId = typeof body.id === 'string'
  const redirected = byId
    ? followRenames(dataset, id, existing, requested)
    : { operations: requested, items: [] }
  const operations = byId ? keepInsertions(existing, redirected.operations) : requested
  let patched: SanityDocument | null
  try {
    patched = new Mutation({ mutations: [{ patch: { ...operations, id } as never }] }).apply(
      existing,
    ) as SanityDocument | null
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error)
    throw itemError(400, index, 'invalidPatchError', `Invalid patch on "${id}": ${description}`, { id })
  }
  const doc = { ...(patched ?? existing), _id: id, _type: (patched ?? existing)._type }
  const merged = operations === redirected.operations ? [] : mergedPaths(redirected.operations, operations)
  return {
    doc,
    body: operations === requested ? body : { ...body, ...operations },
    merged,
    redirected: redirected.items,
    renames: keyRenamesIn(id, existing, operations),
  }
}

/** The `diffMatchPatch` paths whose patch text `keepInsertions` rewrote. */
function mergedPaths(requested: Json, operations: Json): string[] {
  const sent = (requested.diffMatchPatch ?? {}) as Record<string, unknown>
  const applied = (operations.diffMatchPatch ?? {}) as Record<string, unknown>
  return Object.keys(applied).filter((path) => applied[path] !== sent[path])
}

/** Each touched document's before and after, the after stamped with the transaction's time and revision. */
function changesOf(
  dataset: Dataset,
  state: WorkingState,
  transactionId: string,
  timestamp: string,
  options: PrepareOptions,
): DocumentChange[] {
  const changes: DocumentChange[] = []
  for (const [id, after] of state.changed) {
    const before = dataset.get(id) ?? null
    if (!before && !after) continue
    let finalDoc = after
    if (finalDoc) {
      if (options.autoGenerateArrayKeys) finalDoc = addMissingArrayKeys(finalDoc)
      finalDoc = { ...finalDoc, _updatedAt: timestamp, _rev: transactionId }
    }
    changes.push({ id, before, after: finalDoc, previousRev: before?._rev ?? null, resultRev: transactionId })
  }
  return changes
}

/**
 * Computes a transaction's effect without writing it: the per-document before/after states and the results list.
 * Any failing mutation throws a MutationError, so a transaction applies whole or not at all.
 */
export async function prepareTransaction(
  dataset: Dataset,
  mutations: unknown[],
  options: PrepareOptions = {},
): Promise<PreparedTransaction> {
  const transactionId = options.transactionId ?? randomId()
  if (options.transactionId !== undefined && dataset.hasTransaction(transactionId)) {
    throw new MutationError(409, [], `The transaction ID "${transactionId}" has already been used`)
  }
  const timestamp = options.timestamp ?? new Date().toISOString()
  const state = new WorkingState(dataset, options.visible)
  const results: MutationResult[] = []
  const stamped: Json[] = []
  const purge = new Set<string>()
  const merged: Array<{ id: string; path: string }> = []
  const renames: KeyRename[] = []

  for (const [index, mutation] of mutations.entries()) {
    const { kind, body } = kindOf(mutation, index)
    if (isCreate(kind)) {
      const created = applyCreate(state, kind, body, index, timestamp)
      stamped.push(created.stamped)
      results.push(created.result)
      continue
    }
    const purging = kind === 'delete' && purgeFlag(body, index)
    let applied = body
    for (const id of await targetIds(state, kind, body, index)) {
      if (kind === 'delete') {
        if (state.current(id)) state.set(id, null)
        if (purging) purge.add(id)
      } else {
        const patched = applyPatch(dataset, state.current(id), id, body, index)
        state.set(id, patched.doc)
        applied = patched.body
        for (const path of [...patched.merged, ...patched.redirected]) merged.push({ id, path })
        renames.push(...patched.renames)
      }
      results.push({ id, operation: kind === 'delete' ? 'delete' : 'update' })
    }
    // Listeners hear the patch as applied, so replaying it gives what was stored.
    stamped.push(applied === body ? (mutation as Json) : { [kind]: applied })
  }

  const changes = changesOf(dataset, state, transactionId, timestamp, options)
  // A document the same transaction deletes and then writes again is not gone: only what stays deleted is purged.
  const purged = [...purge].filter((id) => state.current(id) === null)
  const settle = merged.flatMap(({ id, path }) => {
    const [match] = extractWithPath(path, state.current(id))
    return match?.value !== undefined ? [{ patch: { id, set: { [path]: match.value } } }] : []
  })
  return { transactionId, timestamp, mutations: stamped, changes, results, purge: purged, settle, renames }
}
