import type { Hono } from 'hono'
import { type LakeTokens, loadTokens } from '../auth/tokens.ts'
import { installTextQuery } from '../groq/text-query.ts'
import type { LakeEnv } from '../http/env.ts'
import { migrateScheduledDrafts } from '../migrations/scheduled-drafts.ts'
import { presenceWebsocket } from '../presence/websocket.ts'
import type { LakeOptions } from '../runtime/options.ts'
import { configuredProject, createRuntime, type LakeRuntime, publicUrlFor } from '../runtime/runtime.ts'
import { DEFAULT_CORS_ORIGINS } from '../shared/cors-origins.ts'
import { LakeStore } from '../store/store.ts'
import { createLakeApp } from './app.ts'
import { type Listener, type ListenerExtras, startPlainListener, startTlsListener } from './listeners.ts'
import { startServices } from './services.ts'
import { ensureCertificate } from './tls-certificate.ts'

export type { LakeOptions, WebhookConfig } from '../runtime/options.ts'

export interface StartedLake {
  url: string
  tlsUrl?: string
  tokens: LakeTokens
  projectId: string
  dataDir: string
  runtime: LakeRuntime
  close(): Promise<void>
}

function envList(name: string): string[] | undefined {
  const value = process.env[name]
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : undefined
}

/**
 * The HTTP/2 + TLS listener the Studio's client calls (`tlsPort`; 0 = random, `false` = off), serving the same app,
 * with a self-signed certificate for localhost and `*.localhost` kept in `<dataDir>/tls/`.
 */
async function openTlsListener(
  lake: LakeRuntime,
  app: Hono<LakeEnv>,
  extras: ListenerExtras,
): Promise<Listener | undefined> {
  const tlsPort = lake.options.tlsPort ?? 0
  if (tlsPort === false) return undefined
  const certificate = await ensureCertificate(lake.dataDir, lake.projectId)
  return startTlsListener(app, {
    port: tlsPort,
    host: lake.options.host ?? '127.0.0.1',
    key: certificate.key,
    cert: certificate.cert,
    ...extras,
  })
}

/**
 * Starts the local Content Lake: Sanity's HTTP API over a sqlite store in `dataDir`. The one composition root: the
 * store, the runtime every service reaches, the app (`app.ts`), both listeners (`listeners.ts`) and the services that
 * run beside the routes (`services.ts`).
 */
export async function startLake(options: LakeOptions): Promise<StartedLake> {
  const store = new LakeStore(options.dataDir)
  const { dataset } = configuredProject(options)
  for (const name of [dataset, ...(options.datasets ?? envList('LAKE_DATASETS') ?? [])]) {
    store.ensureDataset(name)
  }
  const tokens = loadTokens(options.dataDir, options.tokens)
  const corsPatterns = options.corsOrigins ?? envList('LAKE_CORS_ORIGINS') ?? DEFAULT_CORS_ORIGINS
  const runtime = createRuntime({ store, tokens, options, url: '', corsPatterns })
  const app = createLakeApp(runtime)
  // Presence sockets end first at close: an upgraded socket would hold its listener open.
  runtime.cleanups.push(() => runtime.presence.close())
  const listener = await startPlainListener(app, {
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    websocket: presenceWebsocket(runtime.presence.settings),
  })
  runtime.url = listener.url
  runtime.publicUrl = publicUrlFor(options, runtime.url)

  await startServices(runtime)
  // Drafts scheduled the Studio's former way become Scheduled Drafts, so an old data folder keeps its schedule.
  for (const moved of await migrateScheduledDrafts(runtime)) {
    console.log(`[lake] ${moved.draftId} is now Scheduled Draft ${moved.releaseId} for ${moved.publishAt}`)
  }
  // `text::query()` in GROQ, which the Studio's search sends and groq-js does not implement.
  installTextQuery()
  const tls = await openTlsListener(runtime, app, { websocket: presenceWebsocket(runtime.presence.settings) })

  let closed = false
  return {
    url: runtime.url,
    tlsUrl: tls?.url,
    tokens,
    projectId: runtime.projectId,
    dataDir: options.dataDir,
    runtime,
    async close() {
      if (closed) return
      closed = true
      await tls?.close()
      for (const cleanup of runtime.cleanups.splice(0)) await cleanup()
      await listener.close()
      runtime.team.close()
      store.close()
    },
  }
}
