/**
 * Where the content API is, decided once for every part. The function, the site (browser bundle and server) and the
 * Studio each read their own variable (`SANITY_API_HOST`, `VITE_SANITY_API_HOST`, `SANITY_STUDIO_API_HOST`) and hand
 * it here, so a value means the same in all of them:
 *
 * - unset (or blank): the local lake (`LOCAL_LAKE_API_HOST`; the Studio passes the lake's HTTP/2 + TLS listener);
 * - `hosted`: Sanity's hosted API, `https://api.sanity.io` with the project id in the host name
 *   (`https://<projectId>.api.sanity.io`), the API CDN for anonymous production reads, Sanity's login in the Studio;
 * - a full URL: `https://api.sanity.io` (or `https://<projectId>.api.sanity.io`, or `api.sanity.work`) is the hosted
 *   API as above; any other URL (`http://127.0.0.1:7700`, a proxy) is used as it is, without the project id in the
 *   host name.
 *
 * Anything else is refused with the setting's value in the message, rather than failing later inside `new URL`.
 */
import { CONTENT_API, DEFAULT_PORTS } from './settings.ts'

/** The local lake's HTTP listener: the default of the function and the site. */
export const LOCAL_LAKE_API_HOST = `http://127.0.0.1:${DEFAULT_PORTS.lake}`
/** The local lake's HTTP/2 + TLS listener: the Studio's default (an open document keeps ~7 connections). */
export const LOCAL_LAKE_TLS_API_HOST = `https://localhost:${DEFAULT_PORTS.lakeTls}`
/** Sanity's hosted API; the client puts the project id in front of the host name. */
export const HOSTED_API_HOST = 'https://api.sanity.io'
/** The setting's keyword for Sanity's hosted API. */
export const HOSTED = 'hosted'

export interface ContentEndpoint {
  /** Sanity's hosted API (project host name, API CDN, Sanity's login), or not (the lake, a custom host). */
  hosted: boolean
  /** `@sanity/client`'s `apiHost`: an origin (and path, if given), no trailing slash. */
  apiHost: string
  /** `@sanity/client`'s `useProjectHostname`: true exactly for the hosted API. */
  useProjectHostname: boolean
}

/** The hosted API's host names: production and Sanity's staging, optionally with a project id in front. */
const HOSTED_HOSTNAME = /^(?:[a-z0-9-]+\.)?api\.sanity\.(io|work)$/

/**
 * The endpoint a setting names. `localLake` is what unset means (the Studio passes `LOCAL_LAKE_TLS_API_HOST`);
 * `name` is the variable, for the error message.
 */
export function resolveContentEndpoint(
  setting: string | undefined,
  options: { localLake?: string; name?: string } = {},
): ContentEndpoint {
  const value = setting?.trim() || options.localLake || LOCAL_LAKE_API_HOST
  if (value === HOSTED) return { hosted: true, apiHost: HOSTED_API_HOST, useProjectHostname: true }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    url = new URL('invalid:')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(
      `${options.name ?? 'SANITY_API_HOST'} must be unset (the local lake), "${HOSTED}" (Sanity's hosted API) ` +
        `or a URL such as ${HOSTED_API_HOST} or ${LOCAL_LAKE_API_HOST}; it is ${JSON.stringify(value)}`,
    )
  }
  const hostedMatch = HOSTED_HOSTNAME.exec(url.hostname)
  if (hostedMatch) {
    // `https://<projectId>.api.sanity.io` is the same API: the client adds the project id itself.
    return { hosted: true, apiHost: `https://api.sanity.${hostedMatch[1]}`, useProjectHostname: true }
  }
  return { hosted: false, apiHost: value.replace(/\/+$/, ''), useProjectHostname: false }
}

/** One part's content settings, as it reads them (any unset one takes `CONTENT_API`'s default). */
export interface ContentSettings {
  apiHost?: string
  projectId?: string
  dataset?: string
  apiVersion?: string
}

export interface ContentClientOptions {
  projectId: string
  dataset: string
  apiVersion: string
  apiHost: string
  useProjectHostname: boolean
  useCdn: boolean
}

/**
 * The `@sanity/client` options for `settings`. `cdn`: the caller's reads may come from the API CDN (anonymous,
 * published, in production: the site); the CDN exists only in front of the hosted API, so the lake and custom hosts
 * are always read directly. Writers (the function) leave it unset.
 */
export function contentClientOptions(
  settings: ContentSettings,
  options: { cdn?: boolean; localLake?: string; name?: string } = {},
): ContentClientOptions {
  const endpoint = resolveContentEndpoint(settings.apiHost, options)
  return {
    projectId: settings.projectId?.trim() || CONTENT_API.projectId,
    dataset: settings.dataset?.trim() || CONTENT_API.dataset,
    apiVersion: settings.apiVersion?.trim() || CONTENT_API.apiVersion,
    apiHost: endpoint.apiHost,
    useProjectHostname: endpoint.useProjectHostname,
    useCdn: Boolean(options.cdn) && endpoint.hosted,
  }
}
