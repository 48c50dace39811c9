/** The build's files and their codings (site/server/static-files.ts, scripts/precompress.ts), in a temporary folder. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompress } from '../scripts/precompress.ts'
import { BUILD_BROTLI_QUALITY, brotli } from '../server/encodings.ts'
import { staticFiles } from '../server/static-files.ts'

const SCRIPT = Buffer.from(
  `export const words = ${JSON.stringify('escrow holds the money until delivery '.repeat(200))}\n`,
)
let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'static-files-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('build files and their codings', () => {
  it("precompress writes each compressible file's Brotli beside it, and the server sends that one", async () => {
    writeFileSync(join(root, 'app.js'), SCRIPT)
    writeFileSync(join(root, 'tiny.js'), 'export {}\n')
    writeFileSync(join(root, 'icon.png'), Buffer.alloc(4096, 7))
    expect(await precompress(root)).toBe(1)
    const file = staticFiles(root).find('/app.js')
    expect(file?.payload.encoded.br).toEqual(brotli(SCRIPT, BUILD_BROTLI_QUALITY))
    expect(gunzipSync(file?.payload.encoded.gzip as Buffer)).toEqual(SCRIPT)
    expect(staticFiles(root).find('/tiny.js')?.payload.encoded).toEqual({})
    expect(staticFiles(root).find('/icon.png')?.payload.encoded).toEqual({})
    expect(staticFiles(root).find('/app.js.br')).toBeUndefined()
  })

  it('a Brotli file that no longer matches its file is not sent: one of the current content is made instead', async () => {
    writeFileSync(join(root, 'app.js'), SCRIPT)
    await precompress(root)
    const changed = Buffer.from(`${SCRIPT.toString()}export const more = 1\n`)
    writeFileSync(join(root, 'app.js'), changed)
    const br = staticFiles(root).find('/app.js')?.payload.encoded.br as Buffer
    expect(brotliDecompressSync(br)).toEqual(changed)
  })

  it('without a Brotli file (a build made before precompress), one is made when the file is first read', () => {
    writeFileSync(join(root, 'app.js'), SCRIPT)
    const br = staticFiles(root).find('/app.js')?.payload.encoded.br as Buffer
    expect(brotliDecompressSync(br)).toEqual(SCRIPT)
  })
})
