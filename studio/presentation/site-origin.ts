/**
 * Where the public site runs, for the Presentation tool's frame. Public (inlined into the bundle): never a token.
 * `SANITY_STUDIO_SITE_URL` in production; locally the site server's default port (`DEFAULT_PORTS.site`).
 */
import { DEFAULT_PORTS } from '@escrova/schemas/settings'

const configured = process.env.SANITY_STUDIO_SITE_URL?.trim()

export const siteOrigin = new URL(configured || `http://localhost:${DEFAULT_PORTS.site}`).origin

/** The site also answers on 127.0.0.1 locally; Presentation accepts messages only from these origins. */
export const siteOrigins = configured
  ? [siteOrigin]
  : [siteOrigin, siteOrigin.replace('//localhost:', '//127.0.0.1:')]
