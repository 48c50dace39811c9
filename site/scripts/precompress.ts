/**
 * Writes each compressible build file's Brotli beside it (`<file>.br`, quality 11), after the service worker is built
 * (`react-router.config.ts`). Quality 11 takes about a second for the framework chunk, too slow for a request, and
 * saves a first visit about 14% of its JavaScript bytes over gzip; the server sends it (`site/server/encodings.ts`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress } from 'node:zlib'
import { BUILD_BROTLI_QUALITY, brotliOptions, compressible } from '../server/encodings.ts'
import { typeOf } from '../server/static-files.ts'

const compress = promisify(brotliCompress)

export async function precompress(clientDir: string): Promise<number> {
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.br'))
    .map((entry) => join(entry.parentPath, entry.name))
  // On libuv's thread pool: the files compress side by side.
  const written = await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file)
      if (!compressible(typeOf(file), body)) return false
      writeFileSync(`${file}.br`, await compress(body, brotliOptions(BUILD_BROTLI_QUALITY, body.length)))
      return true
    }),
  )
  return written.filter(Boolean).length
}
