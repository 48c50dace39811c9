import type { SanityDocument } from '../shared/types.ts'

export class ImportError extends Error {}

/** Parses Sanity's NDJSON dataset format: one document per line; blank lines are skipped. */
export function parseNdjson(text: string, source = 'input'): SanityDocument[] {
  const docs: SanityDocument[] = []
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim()
    if (!trimmed) return
    let doc: unknown
    try {
      doc = JSON.parse(trimmed)
    } catch (error) {
      throw new ImportError(`${source}:${index + 1}: invalid JSON (${(error as Error).message})`)
    }
    if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
      throw new ImportError(`${source}:${index + 1}: each line must be a JSON object`)
    }
    const record = doc as SanityDocument
    if (typeof record._type !== 'string' || !record._type) {
      throw new ImportError(`${source}:${index + 1}: document is missing "_type"`)
    }
    docs.push(record)
  })
  return docs
}

export function toNdjson(docs: Iterable<unknown>): string {
  let out = ''
  for (const doc of docs) out += `${JSON.stringify(doc)}\n`
  return out
}
