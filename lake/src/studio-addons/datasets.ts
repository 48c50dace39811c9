import { addonDatasetName, addonParentOf, COMMENTS_PROFILE } from '../auth/addon-dataset.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'

const exists = (lake: LakeRuntime) => (name: string) => lake.store.dataset(name) !== undefined

/**
 * The project's datasets, as the hosted API lists them; with `profile: 'comments'` and `addonFor` only that
 * dataset's comments add-on (an empty list while it has none, which makes the Studio call `setup`).
 */
export function projectDatasets(lake: LakeRuntime, only: { profile?: string; addonFor?: string }) {
  const { profile, addonFor } = only
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

/** Creates the comments add-on dataset of `dataset` once (later calls answer the same name). */
export function setUpCommentsDataset(lake: LakeRuntime, dataset: string) {
  if (!lake.store.dataset(dataset)) {
    throw new HttpError(404, `Dataset "${dataset}" not found`, { errorCode: 'SIO-404-DNF' })
  }
  if (addonParentOf(dataset, exists(lake))) {
    throw new HttpError(400, `Dataset "${dataset}" is itself a comments dataset`)
  }
  const datasetName = addonDatasetName(dataset)
  lake.store.ensureDataset(datasetName)
  return { datasetName, addonFor: dataset, datasetProfile: COMMENTS_PROFILE }
}
