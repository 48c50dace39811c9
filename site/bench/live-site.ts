/**
 * For benchmarks: a seeded lake that stays up, the site built with that lake as the browser's content API (so the
 * browser's content requests really succeed, as in production), and the site server rendering from it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startTestLake } from '../../tests/support/lake.ts'
import { buildSiteInto } from '../../tests/support/site.ts'
import { startSiteServer } from '../server/serve.ts'

export async function startLiveSite() {
  const lake = await startTestLake({ seed: true })
  const tmp = resolve(import.meta.dirname, '../../.tmp')
  mkdirSync(tmp, { recursive: true })
  const outDir = mkdtempSync(join(tmp, 'site-bench-'))
  const clientDir = await buildSiteInto(outDir, lake.url)
  const server = await startSiteServer({
    root: clientDir,
    port: 0,
    content: { apiHost: lake.url },
    connectOrigins: [lake.url],
  })
  return {
    url: server.url,
    clientDir,
    lake,
    server,
    async stop() {
      await server.close()
      await lake.stop()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
