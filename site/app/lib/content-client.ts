/**
 * The build-time read-only content client (pre-render, RSS, sitemap): anonymous, published perspective, no token.
 * Browser code reads through `content-fetch.ts` instead, which keeps `@sanity/client` out of page bundles.
 * Settings come from `VITE_SANITY_*` (the Vite config copies `SANITY_*` over when the `VITE_` form is unset).
 */
import { createClient, type SanityClient } from '@sanity/client'
import { siteContentConfig } from './content-config.ts'

let client: SanityClient | undefined

export function contentClient(): SanityClient {
  client ??= createClient(siteContentConfig())
  return client
}
