import { Hono } from 'hono'
import { userFor } from '../account/users.ts'
import { addonDatasetName, addonParentOf, COMMENTS_PROFILE } from '../auth/addon-dataset.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'

const exists = (lake: LakeRuntime) => (name: string) => lake.store.dataset(name) !== undefined

/**
 * `projects/<id>/datasets`, as the hosted API lists them; with `datasetProfile=comments&addonFor=<ds>` only that
 * dataset's comments add-on (an empty list while it has none, which makes the Studio call `setup`).
 */
export function listDatasets(c: LakeContext) {
  const { lake } = c.var
  const profile = c.req.query('datasetProfile')
  const addonFor = c.req.query('addonFor')
  const all = lake.store.datasetNames().map((name) => {
    const parent = addonParentOf(name, exists(lake))
    return {
      name,
      aclMode: parent ? 'private' : 'public',
      createdAt: null,
      createdByUserId: null,
      addonFor: parent ?? null,
      datasetProfile: parent ? COMMENTS_PROFILE : 'content',
    }
  })
  if (profile === undefined && addonFor === undefined) return all
  return all.filter(
    (entry) =>
      (profile === undefined || entry.datasetProfile === profile) &&
      (addonFor === undefined || entry.addonFor === addonFor),
  )
}

/** `POST comments/<dataset>/setup`: creates the add-on dataset once (later calls answer the same name). */
export const commentsRoutes = new Hono<LakeEnv>().post('/comments/:dataset/setup', identifyCaller, (c) => {
  const { lake, caller } = c.var
  if (!userFor(lake.team, caller)) {
    throw new HttpError(401, 'Sign in to comment', { errorCode: 'SIO-401-ANF' })
  }
  const dataset = c.req.param('dataset')
  if (!lake.store.dataset(dataset)) {
    throw new HttpError(404, `Dataset "${dataset}" not found`, { errorCode: 'SIO-404-DNF' })
  }
  if (addonParentOf(dataset, exists(lake))) {
    throw new HttpError(400, `Dataset "${dataset}" is itself a comments dataset`)
  }
  const datasetName = addonDatasetName(dataset)
  lake.store.ensureDataset(datasetName)
  return json(c, 200, { datasetName, addonFor: dataset, datasetProfile: COMMENTS_PROFILE })
})
