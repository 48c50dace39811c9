/**
 * For benchmarks: a seeded lake that stays up, the site built against it (so the browser's content requests really
 * succeed, as in production), and the static server on a random port.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startTestLake } from '../../tests/support/lake.ts'
import { buildSiteInto } from '../../tests/support/site.ts'
import { startSiteServer } from '../server/serve.ts'

export async function startLiveSite() {
  const lake = await startTestLake({ seed: true })
  const tmp = resolve(import.meta.dirname, '../../.tmp')
  const outDir = mkdtempSync(join(tmp, 'site-bench-'))
  const clientDir = await buildSiteInto(outDir, lake.url)
  const server = await startSiteServer({ root: clientDir, port: 0, connectOrigins: [lake.url] })
  return {
    url: server.url,
    clientDir,
    async stop() {
      await server.close()
      await lake.stop()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
