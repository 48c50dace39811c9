import type { Permission } from '@escrova/schemas/roles'
import { Hono } from 'hono'
import { authorizeChanges, mayWriteAnything, refusedWrites } from '../auth/access.ts'
import { idsNamedByMutations, refuseUnreadable, visibleTo } from '../auth/named-ids.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { readJson } from '../http/json-body.ts'
import { limitBody } from '../http/middleware/body-limit.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { prepareTransaction } from '../mutate/apply.ts'
import { commitPrepared } from '../mutate/commit.ts'
import { serialize } from '../mutate/lock.ts'
import { refuseFrozenVersions, refuseReleaseMutations } from '../releases/lock.ts'
import { requireDataset } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'

export const MUTATE_BODY_LIMIT = 4 * 1024 * 1024

const flag = (c: LakeContext, name: string) => c.req.query(name) === 'true'

/** What a mutation of each kind needs, for the refusal of a caller whose roles write nothing. */
function permissionFor(mutation: unknown): Permission | 'delete' {
  const kind = mutation && typeof mutation === 'object' ? Object.keys(mutation)[0] : undefined
  if (kind === 'delete') return 'delete'
  if (kind === 'patch') return 'update'
  return 'create'
}

function refuseEveryMutation(mutations: unknown[]) {
  const listed = mutations.length > 0 ? mutations : [{}]
  return refusedWrites(listed.map((mutation, index) => ({ permission: permissionFor(mutation), index })))
}

/** The first mutation that names a document (by id or in its body), for a refusal's `index`. */
function mutationIndexOf(mutations: unknown[], id: string): number {
  const index = mutations.findIndex((mutation) => JSON.stringify(mutation).includes(JSON.stringify(id)))
  return Math.max(index, 0)
}

async function handleMutate(c: LakeContext) {
  const { caller, lake } = c.var
  const dataset = requireDataset(lake, c.req.param('dataset') as string)
  const body = (await readJson(c)) as Record<string, unknown> | null
  if (!body || typeof body !== 'object' || Array.isArray(body) || body.mutations === undefined) {
    throw new HttpError(400, 'Request body must be a JSON object with a "mutations" array')
  }
  const mutations = Array.isArray(body.mutations) ? body.mutations : [body.mutations]
  if (!mayWriteAnything(caller)) throw refuseEveryMutation(mutations)
  if (mutations.length === 0) throw new HttpError(400, '"mutations" must contain at least one mutation')
  const transactionId = c.req.query('transactionId') ?? (body.transactionId as string | undefined)
  const dryRun = flag(c, 'dryRun')
  const returnDocuments = flag(c, 'returnDocuments')
  const outcome = await serialize(dataset, async () => {
    // Before anything answers "not found" or "already exists" about a document the caller cannot see.
    refuseUnreadable(caller, (id) => dataset.get(id), idsNamedByMutations(mutations))
    const prepared = await prepareTransaction(dataset, mutations, {
      transactionId: transactionId || undefined,
      autoGenerateArrayKeys: flag(c, 'autoGenerateArrayKeys'),
      visible: visibleTo(caller),
    })
    // Checked on what the transaction would do, dry run or not: the Studio probes rights with `dryRun`.
    const indexOf = (id: string) => mutationIndexOf(mutations, id)
    authorizeChanges(caller, prepared.changes, indexOf)
    refuseReleaseMutations(caller, prepared.changes, indexOf)
    refuseFrozenVersions(prepared.changes, (id) => dataset.get(id), indexOf)
    if (!dryRun) {
      await commitPrepared(dataset, prepared, caller.identity, visibleTo(caller))
    }
    return prepared
  })
  const byId = new Map(outcome.changes.map((change) => [change.id, change]))
  const results = outcome.results.map((result) => {
    if (!returnDocuments) return result
    const change = byId.get(result.id)
    const document = change ? (change.after ?? change.before) : dataset.get(result.id)
    return { ...result, document }
  })
  const response: Record<string, unknown> = { transactionId: outcome.transactionId, results }
  if (flag(c, 'returnIds')) response.documentIds = [...new Set(outcome.results.map((r) => r.id))]
  return json(c, 200, response)
}

export const mutateRoutes = new Hono<LakeEnv>().post(
  '/data/mutate/:dataset',
  identifyCaller,
  limitBody(MUTATE_BODY_LIMIT),
  handleMutate,
)
