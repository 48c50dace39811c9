import { CONTENT_API } from '@escrova/schemas/settings'
import type { LakeTokens } from '../auth/tokens.ts'
import { SyncTagger } from '../groq/sync-tags.ts'
import { ListenerHub } from '../listen/hub.ts'
import { LiveEvents } from '../live/events.ts'
import { PresenceHub } from '../presence/hub.ts'
import { compileOrigins } from '../shared/cors-origins.ts'
import { HttpError } from '../shared/http-error.ts'
import { Team } from '../sign-in/team.ts'
import type { Dataset } from '../store/dataset.ts'
import type { LakeStore } from '../store/store.ts'
import type { LakeOptions } from './options.ts'

/** Everything a request handler can reach. */
export interface LakeRuntime {
  store: LakeStore
  tokens: LakeTokens
  options: LakeOptions
  /** The project this lake answers as (`sanity::projectId()`, image URLs, webhook headers). */
  projectId: string
  /** The dataset the seed, CLIs and webhooks use when none is named. */
  dataset: string
  dataDir: string
  /** `http://127.0.0.1:PORT` once listening. */
  url: string
  /** Base URL written into asset documents (`url` of uploaded images). */
  publicUrl: string
  corsOrigins: RegExp[]
  /** Open `data/listen` streams; also the place to publish committed transactions to. */
  listeners: ListenerHub
  /** Sync tags for query responses and live events (`../groq/sync-tags.ts`). */
  syncTags: SyncTagger
  /** The Live Content API's event log and open streams (`live/events.ts`). */
  live: LiveEvents
  /** Members, sessions and sign-in (`../sign-in/team.ts`). */
  team: Team
  /** The Studio's presence sockets (`presence/`). */
  presence: PresenceHub
  /** Cleanups run on close (open listeners, timers). */
  cleanups: Array<() => void | Promise<void>>
}

/** Project and dataset: options, then env (`LAKE_PROJECT_ID`, `LAKE_DATASET`), then the shared defaults. */
export function configuredProject(options: Pick<LakeOptions, 'projectId' | 'dataset'>) {
  return {
    projectId: options.projectId ?? process.env.LAKE_PROJECT_ID ?? CONTENT_API.projectId,
    dataset: options.dataset ?? process.env.LAKE_DATASET ?? CONTENT_API.dataset,
  }
}

/** Base URL written into asset documents: `publicUrl`, then `LAKE_PUBLIC_URL`, then the lake's own URL. */
export function publicUrlFor(options: LakeOptions, url: string): string {
  return (options.publicUrl ?? process.env.LAKE_PUBLIC_URL ?? url).replace(/\/+$/, '')
}

export function createRuntime(parts: {
  store: LakeStore
  tokens: LakeTokens
  options: LakeOptions
  url: string
  corsPatterns: string[]
}): LakeRuntime {
  const { store, tokens, options, url } = parts
  const syncTags = new SyncTagger(tokens.write)
  const team = new Team(store.db, options.dataDir, options.team)
  return {
    store,
    tokens,
    options,
    ...configuredProject(options),
    dataDir: options.dataDir,
    url,
    publicUrl: publicUrlFor(options, url),
    corsOrigins: compileOrigins(parts.corsPatterns),
    listeners: new ListenerHub(),
    syncTags,
    live: new LiveEvents(syncTags, options.live?.replay),
    team,
    presence: new PresenceHub({ tokens, team, store }, options.presence),
    cleanups: [],
  }
}

export function requireDataset(lake: LakeRuntime, name: string): Dataset {
  const dataset = lake.store.dataset(name)
  if (!dataset) {
    throw new HttpError(404, `Dataset "${name}" not found for project ID "${lake.projectId}"`, {
      errorCode: 'SIO-404-DNF',
    })
  }
  return dataset
}
