/**
 * Where the Studio finds its content. Vite inlines `process.env.SANITY_STUDIO_*` into the browser bundle, so these
 * hold only public facts (project id, dataset, API host) and never a token: people sign in with their own.
 * Unset, they point at the local lake's HTTP/2 + TLS listener; set them to a hosted project and the same code runs
 * against Sanity's hosted Content Lake.
 */
import { BRAND_NAME, CONTENT_API, DEFAULT_PORTS } from '@escrova/schemas/settings'

const LOCAL_LAKE_API_HOST = `https://localhost:${DEFAULT_PORTS.lakeTls}`

function read(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

export const projectId = read(process.env.SANITY_STUDIO_PROJECT_ID) ?? CONTENT_API.projectId
export const dataset = read(process.env.SANITY_STUDIO_DATASET) ?? CONTENT_API.dataset
export const apiHost = read(process.env.SANITY_STUDIO_API_HOST) ?? LOCAL_LAKE_API_HOST
export const apiVersion = CONTENT_API.apiVersion
export const BRAND = BRAND_NAME

/** True when the Studio talks to Sanity's hosted lake, where people sign in with Sanity's normal login. */
export const isHostedLake = /(^|\.)api\.sanity\.(io|work)$/.test(new URL(apiHost).hostname)
