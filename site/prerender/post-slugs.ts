/**
 * Build-time only: the slugs of published posts, so each post is pre-rendered. Reads the same settings as the
 * function (`SANITY_API_HOST`, `SANITY_PROJECT_ID`, `SANITY_DATASET`, `SANITY_API_VERSION`), anonymously.
 * If the API cannot be reached the build goes on without post pages and says so loudly.
 */
import { createClient } from '@sanity/client'
import { contentClientConfig } from '../app/lib/content-config.ts'

import { POST_SLUGS_QUERY } from '../app/lib/queries.ts'

// The blog's visibility rule (title, slug, a category, publish time come) lives with the other queries (part 2).
export { POST_SLUGS_QUERY }

export async function fetchPostSlugsForBuild(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const config = contentClientConfig({
    apiHost: env.SANITY_API_HOST ?? env.VITE_SANITY_API_HOST,
    projectId: env.SANITY_PROJECT_ID ?? env.VITE_SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET ?? env.VITE_SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION ?? env.VITE_SANITY_API_VERSION,
    production: false,
  })
  const client = createClient({ ...config, timeout: 10_000, maxRetries: 1 })
  try {
    const slugs = await client.fetch<unknown>(POST_SLUGS_QUERY)
    if (!Array.isArray(slugs)) throw new Error('unexpected answer shape')
    const clean = [...new Set(slugs.filter((s): s is string => typeof s === 'string' && s.trim() !== ''))]
    console.log(`[prerender] ${clean.length} post slugs from ${config.apiHost}`)
    return clean
  } catch (error) {
    console.warn(
      `[prerender] WARNING: content API at ${config.apiHost} unreachable (${(error as Error).message}); ` +
        'building without pre-rendered post pages (they fall back to the SPA shell at run time).',
    )
    return []
  }
}
