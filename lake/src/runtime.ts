import type { LakeTokens } from './auth/tokens.ts'
import { HttpError } from './http/errors.ts'
import type { Route } from './http/router.ts'
import type { ListenerHub } from './listen/hub.ts'
import type { Dataset } from './store/dataset.ts'
import type { LakeStore } from './store/store.ts'
import type { LakeOptions } from './types.ts'

/** Everything a request handler (or an extension such as the Studio endpoints) can reach. */
export interface LakeRuntime {
  store: LakeStore
  tokens: LakeTokens
  options: LakeOptions
  projectId: string
  dataDir: string
  /** `http://127.0.0.1:PORT` once listening. */
  url: string
  /** Base URL written into asset documents (`url` of uploaded images). */
  publicUrl: string
  corsOrigins: RegExp[]
  /** Extra routes registered by extensions (checked after the built-in ones). */
  routes: Route[]
  /** Open `data/listen` streams; also the place to publish committed transactions to. */
  listeners: ListenerHub
  /** Cleanups run on close (open listeners, timers). */
  cleanups: Array<() => void | Promise<void>>
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
