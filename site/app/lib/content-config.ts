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

/** The site's own settings as Vite inlines them into the bundle and the pre-render (not for plain Node). */
export function siteContentConfig() {
  return contentClientConfig({
    apiHost: import.meta.env.VITE_SANITY_API_HOST,
    projectId: import.meta.env.VITE_SANITY_PROJECT_ID,
    dataset: import.meta.env.VITE_SANITY_DATASET,
    apiVersion: import.meta.env.VITE_SANITY_API_VERSION,
    production: import.meta.env.PROD,
  })
}
