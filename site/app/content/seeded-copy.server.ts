/**
 * The seeded copy, queried with the page's own GROQ: the seed's site documents (the words the site showed before
 * they moved to the Studio) evaluated by groq-js, so a fallback has exactly the shape of a live result. Images point
 * at the files the site itself serves.
 */
import { evaluate, parse } from 'groq-js'
import { buildSiteDocuments, SITE_SEED_IMAGES } from '../../../lake/seed/site-build.ts'

type Doc = { _id: string; _type: string } & Record<string, unknown>

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

let dataset: Doc[] | undefined

function seededDataset(): Doc[] {
  if (!dataset) {
    const assets = new Map<string, Doc>()
    const documents = buildSiteDocuments().map((doc) => withSiteAssets(doc, assets) as Doc)
    dataset = [...documents, ...assets.values()]
  }
  return dataset
}

/** The result `query` would give on a lake holding only the seed's site copy. */
export async function querySeededCopy<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  const result = await evaluate(parse(query, { params }), { dataset: seededDataset(), params })
  return (await result.get()) as T
}
