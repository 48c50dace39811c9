/**
 * One content-API setting configures the function, the site (its browser bundle and its server) and the Studio
 * alike: each part's own settings reader, fed the same values, gives a `@sanity/client` that calls the same URL.
 */
import { createClient, type SanityClient } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import { depsFromEnv } from '../../functions/src/config.ts'
import { createContentClient as createFunctionClient } from '../../functions/src/content/client.ts'
import { contentClientConfig } from '../../site/app/lib/content-config.ts'
import { contentSettingsFromEnv, createContentClient as createSiteClient } from '../../site/server/content.ts'
import { studioContentConfig } from '../../studio/lib/env.ts'

const PROJECT = { projectId: 'abc123', dataset: 'staging', apiVersion: '2025-01-08' }

/** The query URL a client calls (the CDN's only when `cdn`). */
const queryUrl = (client: SanityClient, cdn = false) => client.getUrl(client.getDataUrl('query'), cdn)

/** Every part's client, each built by that part's own code from the same settings. */
function clients(apiHost: string | undefined) {
  const env = {
    SANITY_API_HOST: apiHost,
    SANITY_PROJECT_ID: PROJECT.projectId,
    SANITY_DATASET: PROJECT.dataset,
    SANITY_API_VERSION: PROJECT.apiVersion,
  }
  const fn = createFunctionClient(depsFromEnv(env).content)
  const siteServer = createSiteClient(contentSettingsFromEnv(env))
  // `site/vite.config.ts` copies `SANITY_*` to `VITE_SANITY_*`, which `siteContentConfig()` reads.
  const siteBrowser = createClient(
    contentClientConfig({
      apiHost: env.SANITY_API_HOST,
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION,
      production: true,
    }),
  )
  // The Studio builds its client as Sanity's workspace does: `apiHost` when the config passes one, and the client's
  // default project host name.
  const studio = studioContentConfig({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiHost,
  })
  const studioClient = createClient({
    projectId: studio.projectId,
    dataset: studio.dataset,
    apiVersion: studio.apiVersion,
    ...(studio.workspaceApiHost ? { apiHost: studio.workspaceApiHost } : {}),
    useCdn: false,
  })
  return { fn, siteServer, siteBrowser, studio, studioClient }
}

describe('SANITY_API_HOST means the same to every part', () => {
  it.each(['hosted', 'https://api.sanity.io', 'https://abc123.api.sanity.io/'])(
    '%j: Sanity’s hosted API with the project host name, for the function, the site and the Studio',
    (setting) => {
      const parts = clients(setting)
      const expected = 'https://abc123.api.sanity.io/v2025-01-08/data/query/staging'
      expect(queryUrl(parts.fn)).toBe(expected)
      expect(queryUrl(parts.siteServer)).toBe(expected)
      expect(queryUrl(parts.siteBrowser)).toBe(expected)
      expect(queryUrl(parts.studioClient)).toBe(expected)
      for (const client of [parts.fn, parts.siteServer, parts.siteBrowser, parts.studioClient]) {
        expect(client.config()).toMatchObject({ apiHost: 'https://api.sanity.io', useProjectHostname: true })
      }
      // The site's anonymous production reads go through the API CDN; nothing else does.
      expect(parts.siteBrowser.config().useCdn).toBe(true)
      expect(queryUrl(parts.siteBrowser, true)).toBe(
        'https://abc123.apicdn.sanity.io/v2025-01-08/data/query/staging',
      )
      expect(parts.fn.config().useCdn).toBe(false)
      // The Studio signs people in with Sanity's login.
      expect(parts.studio.isHostedLake).toBe(true)
    },
  )

  it('a full URL to a lake: the function and the site call it as it is', () => {
    const parts = clients('http://127.0.0.1:7700/')
    const expected = 'http://127.0.0.1:7700/v2025-01-08/data/query/staging'
    expect(queryUrl(parts.fn)).toBe(expected)
    expect(queryUrl(parts.siteServer)).toBe(expected)
    expect(queryUrl(parts.siteBrowser)).toBe(expected)
    expect(parts.siteBrowser.config().useCdn).toBe(false)
    // The Studio's own client always puts the project id in the host name (Sanity's workspace cannot turn it off);
    // the host it is given is the same, and it signs in with a lake token.
    expect(parts.studio).toMatchObject({ apiHost: 'http://127.0.0.1:7700', isHostedLake: false })
  })

  it('unset: the local lake (the Studio through the lake’s HTTP/2 + TLS listener)', () => {
    const parts = clients(undefined)
    const expected = 'http://127.0.0.1:7700/v2025-01-08/data/query/staging'
    expect(queryUrl(parts.fn)).toBe(expected)
    expect(queryUrl(parts.siteServer)).toBe(expected)
    expect(queryUrl(parts.siteBrowser)).toBe(expected)
    expect(queryUrl(parts.studioClient)).toBe('https://abc123.localhost:7743/v2025-01-08/data/query/staging')
    expect(parts.studio.isHostedLake).toBe(false)
  })

  it('a value that is neither is refused by every part alike', () => {
    expect(() => depsFromEnv({ SANITY_API_HOST: 'api.sanity.io' })).toThrow(/must be unset/)
    expect(() => contentClientConfig({ apiHost: 'api.sanity.io', production: true })).toThrow(/must be unset/)
    expect(() => studioContentConfig({ apiHost: 'api.sanity.io' })).toThrow(
      /SANITY_STUDIO_API_HOST must be unset/,
    )
  })
})
