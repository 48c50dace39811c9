/**
 * Where the Studio finds its content. Vite inlines `process.env.SANITY_STUDIO_*` into the browser bundle, so these
 * hold only public facts (project id, dataset, API host) and never a token: people sign in with their own.
 * Unset, they point at the local lake's HTTP/2 + TLS listener; `SANITY_STUDIO_API_HOST=hosted` (or
 * `https://api.sanity.io`) is Sanity's hosted Content Lake, decided by `@escrova/schemas/content-endpoint` as for the
 * function and the site.
 */
import {
  contentClientOptions,
  HOSTED_API_HOST,
  LOCAL_LAKE_TLS_API_HOST,
} from '@escrova/schemas/content-endpoint'
import { BRAND_NAME } from '@escrova/schemas/settings'

export interface StudioContentSettings {
  projectId?: string
  dataset?: string
  apiHost?: string
}

/**
 * The workspace's content settings. The Studio's own client always puts the project id in the host name
 * (`https://escrova.localhost:7743` for the lake, `https://<projectId>.api.sanity.io` hosted), so a custom host must
 * answer on `<projectId>.<host>` (the lake does on `*.localhost`). `https://api.sanity.io` is Sanity's default host
 * and is not passed; the hosted API keeps Sanity's normal login.
 */
export function studioContentConfig(settings: StudioContentSettings) {
  const options = contentClientOptions(settings, {
    localLake: LOCAL_LAKE_TLS_API_HOST,
    name: 'SANITY_STUDIO_API_HOST',
  })
  // The project host name is used exactly for the hosted API (`resolveContentEndpoint`).
  const isHostedLake = options.useProjectHostname
  return {
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    apiHost: options.apiHost,
    isHostedLake,
    /** What `defineConfig` gets: the API host unless it is Sanity's default one. */
    workspaceApiHost: options.apiHost === HOSTED_API_HOST ? undefined : options.apiHost,
  }
}

const config = studioContentConfig({
  projectId: process.env.SANITY_STUDIO_PROJECT_ID,
  dataset: process.env.SANITY_STUDIO_DATASET,
  apiHost: process.env.SANITY_STUDIO_API_HOST,
})

export const projectId = config.projectId
export const dataset = config.dataset
export const apiHost = config.apiHost
export const workspaceApiHost = config.workspaceApiHost
export const apiVersion = config.apiVersion
export const BRAND = BRAND_NAME

/** True when the Studio talks to Sanity's hosted lake, where people sign in with Sanity's normal login. */
export const isHostedLake = config.isHostedLake
