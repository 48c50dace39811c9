/**
 * The default copy in each page's shape: the contract's default-copy documents (`schemas/src/default-copy/`)
 * queried with the page's own GROQ by groq-js, so a fallback has exactly the shape of a live result. Images point
 * at the files the site itself serves.
 *
 * The fallback costs nothing per request: each query (with its parameters) is evaluated at most once per server
 * process and the result kept; later calls share it. Parameters are slugs, and a slug no default document has gets
 * no fallback without any evaluation, so made-up URLs neither cost an evaluation nor grow what is kept.
 */
import { buildSiteDocuments, SITE_SEED_IMAGES } from '@escrova/schemas/default-copy/documents'
import { evaluate, parse } from 'groq-js'

type Doc = { _id: string; _type: string } & Record<string, unknown>
type Params = Record<string, unknown>

const ASSET_PATTERN = /^image@file:\/\/\.\/images\/(.+)$/

/** `_sanityAsset` file pointers → references to stand-in asset documents whose `url` is the site's own path. */
function withSiteAssets(value: unknown, assets: Map<string, Doc>): unknown {
  if (Array.isArray(value)) return value.map((item) => withSiteAssets(item, assets))
  if (!value || typeof value !== 'object') return value
  const { _sanityAsset, ...rest } = value as Record<string, unknown>
  const out = Object.fromEntries(
    Object.entries(rest).map(([key, child]) => [key, withSiteAssets(child, assets)]),
  )
  const file = typeof _sanityAsset === 'string' ? ASSET_PATTERN.exec(_sanityAsset)?.[1] : undefined
  if (!file) return out
  const id = `image-seed-${file.replace(/\W/g, '-')}`
  assets.set(id, { _id: id, _type: 'sanity.imageAsset', url: SITE_SEED_IMAGES[file] ?? `/images/${file}` })
  return { ...out, asset: { _type: 'reference', _ref: id } }
}

let dataset: { documents: Doc[]; slugs: Set<string> } | undefined

function defaultDataset() {
  if (!dataset) {
    const assets = new Map<string, Doc>()
    const documents = buildSiteDocuments().map((doc) => withSiteAssets(doc, assets) as Doc)
    const slugs = new Set(
      documents.flatMap((doc) => {
        const current = (doc.slug as { current?: unknown } | undefined)?.current
        return typeof current === 'string' ? [current] : []
      }),
    )
    dataset = { documents: [...documents, ...assets.values()], slugs }
  }
  return dataset
}

let evaluations = 0

/** How many GROQ evaluations this process has made over the default copy (each query and slug costs one, once). */
export const seededCopyEvaluations = () => evaluations

const kept = new Map<string, Promise<unknown>>()

/** Frozen because every request that falls back shares the one result. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}

async function evaluateOnce(query: string, params: Params): Promise<unknown> {
  evaluations += 1
  const result = await evaluate(parse(query, { params }), { dataset: defaultDataset().documents, params })
  return deepFreeze(await result.get())
}

/**
 * The result `query` would give on a lake holding only the default copy, or null when `params` name a slug the
 * default copy lacks.
 */
export function querySeededCopy<T>(query: string, params: Params = {}): Promise<T> {
  const { slugs } = defaultDataset()
  const known = Object.values(params).every((value) => typeof value === 'string' && slugs.has(value))
  if (!known) return Promise.resolve(null as T)
  const key = `${JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)))}\n${query}`
  let result = kept.get(key)
  if (!result) {
    result = evaluateOnce(query, params)
    kept.set(key, result)
  }
  return result as Promise<T>
}
