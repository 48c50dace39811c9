import { readFile } from 'node:fs/promises'
import { isAbsolute, resolve } from 'node:path'
import { uploadImage } from '../assets/store.ts'
import { prepareTransaction } from '../mutate/apply.ts'
import { commitPrepared } from '../mutate/commit.ts'
import { MutationError } from '../mutate/errors.ts'
import { serialize } from '../mutate/lock.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'
import { requireDataset } from '../runtime/runtime.ts'
import type { SanityDocument } from '../shared/types.ts'
import { ImportError } from './ndjson.ts'

export type ImportMode = 'create' | 'replace' | 'missing'

export interface ImportOptions {
  /** Folder that `file://./...` asset paths are relative to (the ndjson file's folder). */
  baseDir: string
  /** `create` fails on existing ids (the CLI default), `replace` = `--replace`, `missing` = `--missing`. */
  mode?: ImportMode
  /** `assets.json` from an export: extra asset document fields keyed by `image-<sha1>`. */
  assetMeta?: Record<string, Record<string, unknown>>
  identity?: string
}

export interface ImportResult {
  documents: number
  assets: number
  transactionId?: string
}

const ASSET_PATTERN = /^(image|file)@(.+)$/

/** Replaces every `_sanityAsset: "image@file://./images/x.jpg"` with an asset reference, uploading the file. */
async function resolveAssets(
  lake: LakeRuntime,
  dataset: string,
  value: unknown,
  options: ImportOptions,
  uploaded: Map<string, string>,
): Promise<unknown> {
  if (Array.isArray(value)) {
    return Promise.all(value.map((item) => resolveAssets(lake, dataset, item, options, uploaded)))
  }
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(record)) {
    if (key !== '_sanityAsset') out[key] = await resolveAssets(lake, dataset, child, options, uploaded)
  }
  if (typeof record._sanityAsset !== 'string') return out
  const match = ASSET_PATTERN.exec(record._sanityAsset)
  if (!match) throw new ImportError(`Invalid _sanityAsset value "${record._sanityAsset}"`)
  const [, kind, location] = match
  if (kind !== 'image')
    throw new ImportError(`Only image assets are supported locally: "${record._sanityAsset}"`)
  if (!location.startsWith('file://')) {
    throw new ImportError(`Remote asset URLs cannot be fetched offline: "${location}"`)
  }
  const relative = decodeURIComponent(location.slice('file://'.length))
  const path = isAbsolute(relative) ? relative : resolve(options.baseDir, relative)
  let id = uploaded.get(path)
  if (!id) {
    let bytes: Buffer
    try {
      bytes = await readFile(path)
    } catch {
      throw new ImportError(`Asset file not found: ${path}`)
    }
    const asset = await uploadImage(lake, dataset, bytes, {
      filename: path.split('/').pop(),
      identity: options.identity,
    })
    const meta = options.assetMeta?.[`image-${asset.sha1hash}`]
    if (meta) await applyAssetMeta(lake, dataset, asset, meta)
    id = asset._id
    uploaded.set(path, id)
  }
  return { ...out, asset: { _type: 'reference', _ref: id } }
}

async function applyAssetMeta(
  lake: LakeRuntime,
  datasetName: string,
  asset: SanityDocument,
  meta: Record<string, unknown>,
): Promise<void> {
  const dataset = requireDataset(lake, datasetName)
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(meta)) {
    if (!key.startsWith('_')) fields[key] = value
  }
  if (Object.keys(fields).length === 0) return
  await serialize(dataset, async () => {
    const prepared = await prepareTransaction(dataset, [{ patch: { id: asset._id, set: fields } }])
    await commitPrepared(dataset, prepared, 'system')
  })
}

/** Imports documents as `sanity dataset import` does, in one transaction: all of them or none. */
export async function importDocuments(
  lake: LakeRuntime,
  datasetName: string,
  docs: SanityDocument[],
  options: ImportOptions,
): Promise<ImportResult> {
  const dataset = requireDataset(lake, datasetName)
  const uploaded = new Map<string, string>()
  const resolved: SanityDocument[] = []
  for (const doc of docs) {
    resolved.push((await resolveAssets(lake, datasetName, doc, options, uploaded)) as SanityDocument)
  }
  if (resolved.length === 0) return { documents: 0, assets: uploaded.size }
  const kind = { create: 'create', replace: 'createOrReplace', missing: 'createIfNotExists' }[
    options.mode ?? 'create'
  ]
  const mutations = resolved.map((doc) => ({ [kind]: doc }))
  const transactionId = await serialize(dataset, async () => {
    const prepared = await prepareTransaction(dataset, mutations).catch((error: unknown) => {
      if (!(error instanceof MutationError)) throw error
      const details = error.items.map((item) => `document ${item.index + 1}: ${item.error.description}`)
      throw new ImportError(`Import failed, nothing was imported: ${details.join('; ') || error.message}`)
    })
    // Imports keep the exported `_createdAt`/`_updatedAt` when present, as the hosted import does.
    const byId = new Map(resolved.map((doc) => [doc._id, doc]))
    for (const change of prepared.changes) {
      const source = byId.get(change.id)
      if (change.after && typeof source?._updatedAt === 'string') change.after._updatedAt = source._updatedAt
    }
    await commitPrepared(dataset, prepared, options.identity ?? 'system')
    return prepared.transactionId
  })
  return { documents: resolved.length, assets: uploaded.size, transactionId }
}
