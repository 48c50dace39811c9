import { authorizeChanges, insufficientPermissions, mayWriteAnything } from '../auth/access.ts'
import type { Caller } from '../auth/identify.ts'
import { idsNamedByActions, refuseUnreadable, visibleTo } from '../auth/named-ids.ts'
import { prepareTransaction } from '../mutate/apply.ts'
import { commitPrepared } from '../mutate/commit.ts'
import { MutationError } from '../mutate/errors.ts'
import { randomId } from '../mutate/ids.ts'
import { serialize } from '../mutate/lock.ts'
import { refuseReleaseActionEarly } from '../releases/authorize.ts'
import { refuseFrozenVersions } from '../releases/lock.ts'
import type { PlanContext } from '../releases/plan-context.ts'
import type { SanityDocument } from '../shared/types.ts'
import type { Dataset } from '../store/dataset.ts'
import { asActionError } from './action-errors.ts'
import { planAction } from './action-plan.ts'

const isReleaseAction = (action: unknown) =>
  String((action as { actionType?: unknown } | null)?.actionType ?? '').startsWith('sanity.action.release.')

/** A release's state or an argument (409, 400), not a refusal or a release that is not there (404). */
const isStateOrArgument = (error: unknown) =>
  error instanceof MutationError &&
  (error.status === 400 || error.status === 409) &&
  !error.items.some((item) => item.error.type === 'insufficientPermissionsError')

/**
 * A release action's plan. In a dry run, one that its release's state or its arguments make fail (not a refusal, nor
 * a missing release) plans nothing and answers as allowed: the Studio's release tool probes each action's rights with a dry run (a
 * "schedule" at the current time, which has passed when it arrives; "archive" or "delete" of a release in any state)
 * and keeps any error of its first probe as "not allowed" for the rest of the session (`createReleasePermissionsStore`
 * in `sanity`), so an editor would see "Limited access" and a Schedule button that stays off. Rights were decided
 * before planning (`refuseReleaseActionEarly`); the real run judges the state and the time.
 */
function planOrProbe(action: unknown, index: number, context: PlanContext, dryRun: boolean): unknown[] {
  try {
    return planAction(action, index, context)
  } catch (error) {
    if (dryRun && isReleaseAction(action) && isStateOrArgument(error)) return []
    throw error
  }
}

/** Like `data/mutate`: callers whose roles write nothing (anonymous, viewers) get 403 before the body is read. */
export function requireWriter(caller: Caller): void {
  if (!mayWriteAnything(caller)) throw insufficientPermissions('update')
}

/** A copy of the dataset's documents that earlier actions of the same request have already changed. */
function overlayOf(dataset: Dataset): Dataset {
  const docs = new Map<string, SanityDocument>(dataset.docs)
  return {
    name: dataset.name,
    docs,
    revision: dataset.revision,
    get: (id: string) => docs.get(id),
    hasTransaction: () => false,
  } as unknown as Dataset
}

export interface ActionsOutcome {
  transactionId: string
  mutations: unknown[]
}

/**
 * Applies a list of actions as one transaction: each action is planned against the state the previous ones left,
 * then every resulting mutation is committed together, or nothing is (any failure throws before the commit).
 */
export async function applyActions(
  dataset: Dataset,
  actions: unknown[],
  options: {
    transactionId?: string
    caller: Caller
    dryRun?: boolean
    /** A document's last stored state (history), for actions that bring deleted versions back. */
    lastRevision?: (id: string) => SanityDocument | null
  },
): Promise<ActionsOutcome> {
  return asActionError(() =>
    serialize(dataset, async () => {
      // Before any action answers "not found" or "already exists" about a document the caller cannot see.
      refuseUnreadable(options.caller, (id) => dataset.get(id), idsNamedByActions(actions))
      const overlay = overlayOf(dataset)
      const context: PlanContext = {
        lookup: (id) => overlay.docs.get(id) ?? null,
        documents: () => overlay.docs.values(),
        lastRevision: options.lastRevision ?? (() => null),
        now: new Date().toISOString(),
      }
      const mutations: unknown[] = []
      /** Which action first changed each document, for a refusal's `index`. */
      const actionOf = new Map<string, number>()
      for (const [index, action] of actions.entries()) {
        refuseReleaseActionEarly(options.caller, action, index, context.lookup)
        const planned = planOrProbe(action, index, context, options.dryRun === true)
        if (planned.length === 0) continue
        let step: Awaited<ReturnType<typeof prepareTransaction>>
        try {
          step = await prepareTransaction(overlay, planned)
        } catch (error) {
          // Report the failing action's index, not the index of the mutation inside it.
          if (error instanceof MutationError) {
            throw new MutationError(
              error.status,
              error.items.map((item) => ({ ...item, index })),
              error.message,
            )
          }
          throw error
        }
        for (const change of step.changes) {
          if (!actionOf.has(change.id)) actionOf.set(change.id, index)
          if (change.after) overlay.docs.set(change.id, change.after)
          else overlay.docs.delete(change.id)
        }
        mutations.push(...planned)
      }
      const transactionId = options.transactionId ?? randomId()
      const prepared = await prepareTransaction(dataset, mutations, { transactionId, timestamp: context.now })
      const indexOf = (id: string) => actionOf.get(id) ?? 0
      // Checked on the whole transaction, dry run or not: the Studio probes rights with `dryRun: true`.
      authorizeChanges(options.caller, prepared.changes, indexOf)
      refuseFrozenVersions(prepared.changes, (id) => dataset.get(id), indexOf)
      if (!options.dryRun && prepared.changes.length > 0) {
        await commitPrepared(dataset, prepared, options.caller.identity, visibleTo(options.caller))
      }
      return { transactionId: prepared.transactionId, mutations: prepared.mutations }
    }),
  )
}
