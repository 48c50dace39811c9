import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const SEED_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../seed')

export type SeedDoc = { _id: string; _type: string } & Record<string, unknown>

/** The committed seed dataset, parsed line by line as the lake's importer reads it. */
export function readSeed(): SeedDoc[] {
  return readFileSync(join(SEED_DIR, 'dataset.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SeedDoc)
}

/** Every `_ref` anywhere in a value. */
export function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const own = typeof record._ref === 'string' ? [record._ref] : []
    return [...own, ...Object.values(record).flatMap(referencesIn)]
  }
  return []
}

/** Every array in a value, with its path, to check `_key`s. */
export function arraysIn(value: unknown, path = ''): { path: string; items: unknown[] }[] {
  if (Array.isArray(value)) {
    return [{ path, items: value }, ...value.flatMap((item, i) => arraysIn(item, `${path}[${i}]`))]
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => arraysIn(child, path ? `${path}.${key}` : key))
  }
  return []
}

/** Every `_sanityAsset` file name in a value. */
export function assetFilesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(assetFilesIn)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const own = typeof record._sanityAsset === 'string' ? [record._sanityAsset] : []
    return [...own, ...Object.values(record).flatMap(assetFilesIn)]
  }
  return []
}
