import { type LakeTokens, loadTokens } from './auth/tokens.ts'
import { createLakeApp } from './http/app.ts'
import { DEFAULT_CORS_ORIGINS } from './http/cors.ts'
import { startPlainListener } from './http/listeners.ts'
import { migrateScheduledDrafts } from './migrations/scheduled-drafts.ts'
import { presenceWebsocket } from './presence/websocket.ts'
import { configuredProject, createRuntime, type LakeRuntime, publicUrlFor } from './runtime.ts'
import { startServices } from './services.ts'
import { LakeStore } from './store/store.ts'
import { startStudioServices } from './studio/index.ts'
import type { LakeOptions } from './types.ts'

export type { LakeOptions, WebhookConfig } from './types.ts'

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

/** Starts the local Content Lake: Sanity's HTTP API over a sqlite store in `dataDir`. */
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
  const studio = await startStudioServices(runtime, app, {
    websocket: presenceWebsocket(runtime.presence.settings),
  })
  const { tlsUrl } = studio

  let closed = false
  return {
    url: runtime.url,
    tlsUrl,
    tokens,
    projectId: runtime.projectId,
    dataDir: options.dataDir,
    runtime,
    async close() {
      if (closed) return
      closed = true
      await studio.close?.()
      for (const cleanup of runtime.cleanups.splice(0)) await cleanup()
      await listener.close()
      runtime.team.close()
      store.close()
    },
  }
}
