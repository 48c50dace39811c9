/**
 * The build-time read-only content client (pre-render, RSS, sitemap): anonymous, published perspective, no token.
 * Browser code reads through `content-fetch.ts` instead, which keeps `@sanity/client` out of page bundles.
 * Settings come from `VITE_SANITY_*` (the Vite config copies `SANITY_*` over when the `VITE_` form is unset).
 */
import { createClient, type SanityClient } from '@sanity/client'
import { contentClientConfig } from './content-config.ts'

let client: SanityClient | undefined

export function contentClientSettings() {
  return contentClientConfig({
    apiHost: import.meta.env.VITE_SANITY_API_HOST,
    projectId: import.meta.env.VITE_SANITY_PROJECT_ID,
    dataset: import.meta.env.VITE_SANITY_DATASET,
    apiVersion: import.meta.env.VITE_SANITY_API_VERSION,
    production: import.meta.env.PROD,
  })
}

export function contentClient(): SanityClient {
  client ??= createClient(contentClientSettings())
  return client
}
