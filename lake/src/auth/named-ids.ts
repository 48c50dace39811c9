/**
 * Permission before existence. A write that names a document the caller may not read is refused (403
 * `insufficientPermissionsError`, the permission the write would need) before anything looks at whether that
 * document exists: otherwise the answer (404 "not found", 409 "already exists" or "no draft to publish", a no-op
 * 200) would tell a role that a document it cannot see is there. Each id is judged as `canRead` judges it: the
 * document if it exists, its id alone if not; every role's read grants are id paths, so both give the same answer.
 */
import { draftIdOf, isDraftId } from '@escrova/schemas/ids'
import type { SanityDocument } from '../shared/types.ts'
import { canRead, insufficientPermissions, readScopeOf, readsEverything } from './access.ts'
import type { Caller } from './identify.ts'

export interface NamedId {
  id: string
  /** What the write needs on it, the same whether the document exists or not. */
  permission: 'create' | 'update'
  /** The mutation or action naming it, for the refusal's `index`. */
  index: number
}

type Json = Record<string, unknown>
const asObject = (value: unknown): Json | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined
const isId = (value: unknown): value is string => typeof value === 'string' && value !== ''

const CREATE_KINDS = ['create', 'createOrReplace', 'createIfNotExists']

/** The ids `data/mutate` mutations name: a create's `_id` (unless the lake completes it), a patch's or delete's `id`. */
export function idsNamedByMutations(mutations: unknown[]): NamedId[] {
  const named: NamedId[] = []
  for (const [index, mutation] of mutations.entries()) {
    const [kind, raw] = Object.entries(asObject(mutation) ?? {})[0] ?? []
    const body = asObject(raw)
    if (!kind || !body) continue
    if (CREATE_KINDS.includes(kind)) {
      if (isId(body._id) && !body._id.endsWith('.')) named.push({ id: body._id, permission: 'create', index })
    } else if (isId(body.id)) {
      named.push({ id: body.id, permission: 'update', index })
    }
  }
  return named
}

/** The ids Actions API actions name: their published, draft and version ids, a new document's `_id`. */
export function idsNamedByActions(actions: unknown[]): NamedId[] {
  const named: NamedId[] = []
  for (const [index, raw] of actions.entries()) {
    const action = asObject(raw)
    if (!action) continue
    const permission = action.actionType === 'sanity.action.document.create' ? 'create' : 'update'
    const ids = [
      action.publishedId,
      action.draftId,
      action.versionId,
      action.baseId,
      asObject(action.attributes)?._id,
      asObject(action.document)?._id,
    ]
    if (Array.isArray(action.includeDrafts)) ids.push(...action.includeDrafts)
    if (isId(action.publishedId) && !isDraftId(action.publishedId)) ids.push(draftIdOf(action.publishedId))
    for (const id of ids.filter(isId)) named.push({ id, permission, index })
  }
  return named
}

/** Throws the refusal for the first named id outside the caller's reads. */
export function refuseUnreadable(
  caller: Caller,
  lookup: (id: string) => SanityDocument | null | undefined,
  named: NamedId[],
): void {
  if (readsEverything(readScopeOf(caller))) return
  const hidden = named.find(({ id }) => !canRead(caller, id, lookup(id)))
  if (hidden) throw insufficientPermissions(hidden.permission, hidden.index, hidden.id)
}

/** The filter a delete or patch `query` selects through: only documents the caller reads. */
export function visibleTo(caller: Caller): ((doc: SanityDocument) => boolean) | undefined {
  return readsEverything(readScopeOf(caller)) ? undefined : (doc) => canRead(caller, doc._id, doc)
}
