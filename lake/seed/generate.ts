/**
 * Writes the seed dataset: `dataset.ndjson` (Sanity's export format, one document per line) and `images/*.jpg`.
 * Run with `npx tsx lake/seed/generate.ts`; both outputs are committed, so the lake never needs to run this.
 */
import { writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AUTHORS, buildDocuments } from './build.ts'
import { renderImages } from './images.ts'

const MAX_IMAGE_BYTES = 60 * 1024
const here = dirname(fileURLToPath(import.meta.url))

const sizes = await renderImages(
  join(here, 'images'),
  AUTHORS.map((author) => author.avatar),
)
const tooLarge = [...sizes].filter(([, bytes]) => bytes > MAX_IMAGE_BYTES)
if (tooLarge.length > 0) throw new Error(`Images over 60 KB: ${tooLarge.map(([name]) => name).join(', ')}`)

const documents = buildDocuments()
await writeFile(join(here, 'dataset.ndjson'), `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`)

const counts = new Map<string, number>()
for (const doc of documents) counts.set(doc._type, (counts.get(doc._type) ?? 0) + 1)
console.log(
  `Wrote ${documents.length} documents (${[...counts].map(([type, n]) => `${n} ${type}`).join(', ')})`,
)
console.log(`Wrote ${sizes.size} images, largest ${Math.max(...sizes.values())} bytes`)
