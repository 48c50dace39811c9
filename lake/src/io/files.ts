import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import * as tar from 'tar'
import type { LakeRuntime } from '../runtime/runtime.ts'
import { requireDataset } from '../runtime/runtime.ts'
import { exportNdjson, exportTarball } from './export.ts'
import { type ImportMode, type ImportResult, importDocuments } from './import.ts'
import { ImportError, parseNdjson } from './ndjson.ts'

function findFile(dir: string, name: string): string | undefined {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (entry === name) return path
    if (statSync(path).isDirectory()) {
      const found = findFile(path, name)
      if (found) return found
    }
  }
  return undefined
}

/** Imports a `.ndjson` file (assets relative to it) or an export `.tar.gz`. */
export async function importFile(
  lake: LakeRuntime,
  dataset: string,
  file: string,
  mode: ImportMode = 'create',
): Promise<ImportResult> {
  requireDataset(lake, dataset)
  if (/\.(tar\.gz|tgz)$/.test(file)) {
    const dir = mkdtempSync(join(tmpdir(), 'lake-import-'))
    try {
      await tar.extract({ file, cwd: dir })
      const data = findFile(dir, 'data.ndjson')
      if (!data) throw new ImportError(`${file} holds no data.ndjson`)
      const assetsJson = join(dirname(data), 'assets.json')
      const assetMeta = existsSync(assetsJson) ? JSON.parse(readFileSync(assetsJson, 'utf8')) : undefined
      const docs = parseNdjson(readFileSync(data, 'utf8'), 'data.ndjson')
      return await importDocuments(lake, dataset, docs, { baseDir: dirname(data), mode, assetMeta })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const docs = parseNdjson(readFileSync(file, 'utf8'), file)
  return importDocuments(lake, dataset, docs, { baseDir: dirname(file), mode })
}

/** Exports to `.tar.gz` (with images) or plain `.ndjson`. */
export async function exportFile(lake: LakeRuntime, datasetName: string, file: string) {
  const dataset = requireDataset(lake, datasetName)
  if (/\.(tar\.gz|tgz)$/.test(file)) return exportTarball(dataset, lake.dataDir, file, lake.projectId)
  writeFileSync(file, exportNdjson(dataset))
  return { documents: dataset.docs.size, assets: 0 }
}
