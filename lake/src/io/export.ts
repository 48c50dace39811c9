import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as tar from 'tar'
import { assetsDir } from '../assets/store.ts'
import type { SanityDocument } from '../shared/types.ts'
import type { Dataset } from '../store/dataset.ts'
import { toNdjson } from './ndjson.ts'

const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset'])
/** Fields `sanity dataset export` leaves out of assets.json (they are derived again on import). */
const EXCLUDED_ASSET_FIELDS = new Set([
  '_id',
  '_type',
  'assetId',
  'extension',
  'mimeType',
  'path',
  'uploadId',
  'url',
])

/** `image-<sha1>-<w>x<h>-<ext>` → `<sha1>-<w>x<h>.<ext>` (the export's file naming). */
export function assetFileName(assetId: string): string {
  const match = /^(image|file)-(.*?)(-[a-z0-9]+)?$/.exec(assetId)
  return match ? `${match[2]}.${(match[3] ?? '-bin').slice(1)}` : `${assetId}.bin`
}

function isAssetReference(value: Record<string, unknown>): boolean {
  const asset = value.asset as { _ref?: unknown } | undefined
  return typeof asset?._ref === 'string' && /^(image|file)-/.test(asset._ref)
}

/** Rewrites asset references to `_sanityAsset: "image@file://./images/<file>"` as the export tool does. */
function rewriteAssets(value: unknown, used: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteAssets(item, used))
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  if (isAssetReference(record)) {
    const { asset, ...rest } = record
    const ref = (asset as { _ref: string })._ref
    used.add(ref)
    const kind = ref.startsWith('image-') ? 'image' : 'file'
    return {
      _sanityAsset: `${kind}@file://./${kind}s/${assetFileName(ref)}`,
      ...(rewriteAssets(rest, used) as Record<string, unknown>),
    }
  }
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(record)) out[key] = rewriteAssets(child, used)
  return out
}

/** Plain NDJSON of every document, asset documents included (like `export --no-assets`). */
export function exportNdjson(dataset: Dataset): string {
  return toNdjson(dataset.docs.values())
}

/**
 * A `.tar.gz` in the layout `sanity dataset export` writes: `<prefix>/data.ndjson` (asset references rewritten,
 * asset documents left out), `<prefix>/assets.json` and `<prefix>/images/<sha1>-<w>x<h>.<ext>`.
 */
export async function exportTarball(dataset: Dataset, dataDir: string, outFile: string, projectId: string) {
  const root = mkdtempSync(join(tmpdir(), 'lake-export-'))
  const prefix = `${projectId}-export-${new Date()
    .toISOString()
    .replace(/[^a-z0-9]/gi, '-')
    .toLowerCase()}`
  const dir = join(root, prefix)
  try {
    mkdirSync(join(dir, 'images'), { recursive: true })
    mkdirSync(join(dir, 'files'), { recursive: true })
    const used = new Set<string>()
    const docs: unknown[] = []
    const assets = new Map<string, SanityDocument>()
    for (const doc of dataset.docs.values()) {
      if (ASSET_TYPES.has(doc._type)) assets.set(doc._id, doc)
      else docs.push(rewriteAssets(doc, used))
    }
    writeFileSync(join(dir, 'data.ndjson'), toNdjson(docs))
    const assetMap: Record<string, Record<string, unknown>> = {}
    const source = assetsDir({ dataDir } as never, dataset.name)
    for (const [id, asset] of assets) {
      const fileName = assetFileName(id)
      const kind = id.startsWith('image-') ? 'image' : 'file'
      const from = join(source, fileName)
      if (existsSync(from)) copyFileSync(from, join(dir, `${kind}s`, fileName))
      const meta: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(asset)) if (!EXCLUDED_ASSET_FIELDS.has(key)) meta[key] = value
      assetMap[`${kind}-${asset.sha1hash ?? id}`] = meta
    }
    writeFileSync(join(dir, 'assets.json'), JSON.stringify(assetMap))
    await tar.create({ gzip: true, file: outFile, cwd: root, portable: true }, [prefix])
    return { documents: docs.length, assets: assets.size }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
