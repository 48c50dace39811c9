/**
 * Content API settings, shared by the browser client and the build. No token ever: the site reads published
 * content anonymously (docs/product-rules.md#privacy), so nothing here may carry a credential. What a setting means (unset,
 * `hosted`, a URL) is decided in `@escrova/schemas/content-endpoint`, as for the function and the Studio.
 */
import { type ContentSettings, contentClientOptions } from '@escrova/schemas/content-endpoint'

export interface ContentSettingsInput extends ContentSettings {
  production: boolean
}

export function contentClientConfig(input: ContentSettingsInput) {
  return {
    // The CDN only exists in front of the hosted API; locally every read goes straight to the lake.
    ...contentClientOptions(input, { cdn: input.production }),
    perspective: 'published' as const,
    withCredentials: false,
  }
}

export type SiteContentConfig = ReturnType<typeof contentClientConfig>

/** Set by the site's build (`site/vite.config.ts`): the settings below, resolved once at build time. */
declare const __SITE_CONTENT_CONFIG__: SiteContentConfig | undefined

/**
 * The site's own settings as Vite inlines them into the bundle and the server render (not for plain Node). The build
 * resolves them, so the browser bundle carries the answer rather than the resolver (about 0.4 KB gzip on every page);
 * code run without the build (unit tests) resolves them here, the same way.
 */
export function siteContentConfig(): SiteContentConfig {
  if (typeof __SITE_CONTENT_CONFIG__ !== 'undefined') return __SITE_CONTENT_CONFIG__
  return contentClientConfig(viteContentSettings(import.meta.env))
}

/** The `VITE_SANITY_*` values (and whether this is a production build) from Vite's env. */
export function viteContentSettings(env: Record<string, unknown>): ContentSettingsInput {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return {
    apiHost: text(env.VITE_SANITY_API_HOST),
    projectId: text(env.VITE_SANITY_PROJECT_ID),
    dataset: text(env.VITE_SANITY_DATASET),
    apiVersion: text(env.VITE_SANITY_API_VERSION),
    production: env.PROD === true,
  }
}
