import { Hono } from 'hono'
import { asActionError } from '../actions/action-errors.ts'
import { applyActions, requireWriter } from '../actions/actions.ts'
import type { LakeEnv } from '../http/env.ts'
import { readJson } from '../http/json-body.ts'
import { limitBody } from '../http/middleware/body-limit.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { requireDataset } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'

const BODY_LIMIT = 4 * 1024 * 1024

/** The Actions API (`data/actions/<ds>`): what the Studio publishes, discards and runs releases with. */
export const actionRoutes = new Hono<LakeEnv>().post(
  '/data/actions/:dataset',
  identifyCaller,
  limitBody(BODY_LIMIT),
  async (c) => {
    const { caller, lake } = c.var
    const dataset = requireDataset(lake, c.req.param('dataset'))
    await asActionError(async () => requireWriter(caller))
    const body = (await readJson(c)) as {
      actions?: unknown
      transactionId?: unknown
      dryRun?: unknown
    } | null
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new HttpError(400, 'Expected a JSON object with "actions"')
    }
    const actions = Array.isArray(body.actions) ? body.actions : body.actions ? [body.actions] : []
    if (actions.length === 0) throw new HttpError(400, '"actions" must be a non-empty array of actions')
    if (
      body.transactionId !== undefined &&
      (typeof body.transactionId !== 'string' || body.transactionId === '')
    ) {
      throw new HttpError(400, '"transactionId" must be a non-empty string')
    }
    const outcome = await applyActions(dataset, actions, {
      transactionId: body.transactionId as string | undefined,
      caller,
      dryRun: body.dryRun === true,
      lastRevision: (id) => lake.store.history.lastStoredState(dataset.name, id),
    })
    return json(c, 200, { transactionId: outcome.transactionId })
  },
)
