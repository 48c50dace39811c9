/**
 * Content API settings, shared by the browser client and the build. No token ever: the site reads published
 * content anonymously (DESIGN.md privacy model), so nothing here may carry a credential.
 */
import { CONTENT_API, DEFAULT_PORTS } from '@escrova/schemas/settings'

export const DEFAULT_API_HOST = `http://127.0.0.1:${DEFAULT_PORTS.lake}`

export interface ContentSettingsInput {
  apiHost?: string
  projectId?: string
  dataset?: string
  apiVersion?: string
  production: boolean
}

export function contentClientConfig(input: ContentSettingsInput) {
  const apiHost = (input.apiHost || DEFAULT_API_HOST).replace(/\/+$/, '')
  // The hosted API puts the project id in the host name; the local lake (and any custom host) does not.
  const hosted = /(^|\.)api\.sanity\.io$/.test(new URL(apiHost).hostname)
  return {
    projectId: input.projectId || CONTENT_API.projectId,
    dataset: input.dataset || CONTENT_API.dataset,
    apiVersion: input.apiVersion || CONTENT_API.apiVersion,
    apiHost,
    useProjectHostname: hosted,
    // The CDN only exists in front of the hosted API; locally every read goes straight to the lake.
    useCdn: input.production && hosted,
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
