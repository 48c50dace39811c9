/**
 * Server-rendered on request (`ssr: true`): `site/server/serve.ts` renders each page when it is asked for and keeps it
 * in a cache invalidated by the Content Lake's live events (sync tags), so a publish never rebuilds the site.
 */
import { join, resolve } from 'node:path'
import type { Config } from '@react-router/dev/config'
import { writeOfflinePages } from './scripts/offline-pages.ts'
import { precompress } from './scripts/precompress.ts'
import { buildServiceWorker } from './scripts/service-worker.ts'

export default {
  appDirectory: 'app',
  // Tests build into their own folder so they never clobber `site/build` (see tests/support/site.ts).
  buildDirectory: process.env.SITE_BUILD_DIR || 'build',
  ssr: true,
  // The offline pages are written and the service worker is built from the finished client files and React Router's
  // route manifest; then every file's Brotli is written beside it.
  async buildEnd({ reactRouterConfig }) {
    const clientDir = resolve(import.meta.dirname, join(reactRouterConfig.buildDirectory, 'client'))
    writeOfflinePages(clientDir)
    await buildServiceWorker(clientDir)
    await precompress(clientDir)
  },
} satisfies Config
