import { Mutation } from '@sanity/mutator'
import { evaluate, parse } from 'groq-js'
import type { Dataset } from '../store/dataset.ts'
import type { DocumentChange, SanityDocument } from '../types.ts'
import { itemError, MutationError } from './errors.ts'
import { addMissingArrayKeys, isValidDocumentId, newDocumentId, randomId } from './ids.ts'

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
}

export interface PrepareOptions {
  transactionId?: string
  autoGenerateArrayKeys?: boolean
  timestamp?: string
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
  const working = new Map<string, SanityDocument | null>()
  const current = (id: string) => (working.has(id) ? working.get(id) : dataset.get(id)) ?? null
  const workingDocs = () => {
    const merged = new Map(dataset.docs)
    for (const [id, doc] of working) {
      if (doc) merged.set(id, doc)
      else merged.delete(id)
    }
    return [...merged.values()]
  }
  const results: MutationResult[] = []
  const stamped: Json[] = []

  for (const [index, mutation] of mutations.entries()) {
    const { kind, body } = kindOf(mutation, index)
    if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists') {
      if (typeof body._type !== 'string' || body._type === '') {
        throw itemError(
          400,
          index,
          'invalidDocumentError',
          'Document is missing the required "_type" attribute',
        )
      }
      if (kind !== 'create' && (typeof body._id !== 'string' || body._id.endsWith('.'))) {
        throw itemError(400, index, 'invalidDocumentError', `"${kind}" requires a complete "_id"`)
      }
      const id = newDocumentId(body._id)
      if (!isValidDocumentId(id)) {
        throw itemError(400, index, 'invalidDocumentIdError', `Malformed document ID: "${id}"`, { id })
      }
      const existing = current(id)
      stamped.push({ [kind]: { ...body, _id: id } })
      if (existing && kind === 'create') {
        throw itemError(409, index, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, {
          id,
        })
      }
      if (existing && kind === 'createIfNotExists') {
        results.push({ id, operation: 'none' })
        continue
      }
      const createdAt =
        typeof body._createdAt === 'string' ? body._createdAt : (existing?._createdAt ?? timestamp)
      working.set(id, { ...(body as SanityDocument), _id: id, _createdAt: createdAt })
      results.push({ id, operation: existing ? 'update' : 'create' })
      continue
    }
    stamped.push(mutation as Json)
    let ids: string[]
    if (typeof body.id === 'string') ids = [body.id]
    else if (typeof body.query === 'string') ids = await idsForQuery(workingDocs(), body, index)
    else throw itemError(400, index, 'invalidMutationError', `"${kind}" requires "id" or "query"`)

    for (const id of ids) {
      const existing = current(id)
      if (kind === 'delete') {
        if (existing) working.set(id, null)
        results.push({ id, operation: 'delete' })
        continue
      }
      if (!existing) {
        throw itemError(
          404,
          index,
          'documentNotFoundError',
          `The document with the ID "${id}" was not found`,
          {
            id,
          },
        )
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
      const { query: _q, params: _p, ifRevisionID: _r, id: _i, ...operations } = body
      let patched: SanityDocument | null
      try {
        patched = new Mutation({ mutations: [{ patch: { ...operations, id } as never }] }).apply(
          existing,
        ) as SanityDocument | null
      } catch (error) {
        const description = error instanceof Error ? error.message : String(error)
        throw itemError(400, index, 'invalidPatchError', `Invalid patch on "${id}": ${description}`, { id })
      }
      working.set(id, { ...(patched ?? existing), _id: id, _type: (patched ?? existing)._type })
      results.push({ id, operation: 'update' })
    }
  }

  const changes: DocumentChange[] = []
  for (const [id, after] of working) {
    const before = dataset.get(id) ?? null
    if (!before && !after) continue
    let finalDoc = after
    if (finalDoc) {
      if (options.autoGenerateArrayKeys) finalDoc = addMissingArrayKeys(finalDoc)
      finalDoc = { ...finalDoc, _updatedAt: timestamp, _rev: transactionId }
    }
    changes.push({
      id,
      before,
      after: finalDoc,
      previousRev: before?._rev ?? null,
      resultRev: transactionId,
    })
  }
  return { transactionId, timestamp, mutations: stamped, changes, results }
}
