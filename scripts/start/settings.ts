/**
 * What `npm start` runs with, derived from the environment: every port has its default (`DEFAULT_PORTS`), and every
 * URL one part gives another follows those ports unless it is set explicitly, so moving `npm start` to other ports
 * takes the port settings alone (`FUNCTION_PORT`, `SITE_PORT`, `STUDIO_PORT`, `LAKE_PORT`, `LAKE_TLS_PORT`, ...).
 */
import { resolve } from 'node:path'
import { DEFAULT_PORTS } from '@escrova/schemas/settings'

type Env = Record<string, string | undefined>

const PORT_SETTINGS = {
  lake: 'LAKE_PORT',
  lakeTls: 'LAKE_TLS_PORT',
  functions: 'FUNCTION_PORT',
  sheet: 'SHEET_PORT',
  mailSmtp: 'MAIL_SMTP_PORT',
  mailInbox: 'MAIL_INBOX_PORT',
  site: 'SITE_PORT',
  studio: 'STUDIO_PORT',
} as const satisfies Record<keyof typeof DEFAULT_PORTS, string>

export type Ports = Record<keyof typeof DEFAULT_PORTS, number>

export function startPorts(env: Env): Ports {
  const entries = Object.entries(PORT_SETTINGS).map(([name, setting]) => [
    name,
    Number(env[setting] ?? DEFAULT_PORTS[name as keyof Ports]),
  ])
  return Object.fromEntries(entries) as Ports
}

/** The URLs the parts reach each other at: an explicit setting wins, else the port's local address. */
export function startUrls(env: Env, ports: Ports) {
  const functions = env.VITE_FUNCTIONS_URL ?? `http://localhost:${ports.functions}`
  const site = env.VITE_SITE_URL ?? `http://localhost:${ports.site}`
  return {
    lake: env.SANITY_API_HOST ?? `http://127.0.0.1:${ports.lake}`,
    /** The lake's HTTP/2 + TLS listener, the Studio's content API (its build inlines the address). */
    lakeTls: env.SANITY_STUDIO_API_HOST ?? `https://localhost:${ports.lakeTls}`,
    functions,
    sheet: env.SHEET_URL ?? `http://127.0.0.1:${ports.sheet}/exec`,
    site,
    studio: env.STUDIO_URL ?? `http://localhost:${ports.studio}`,
    /** Where the Studio's Data rights tool calls the function and which site its Presentation tool frames. */
    studioToFunction: env.SANITY_STUDIO_FUNCTIONS_URL ?? functions,
    studioToSite: env.SANITY_STUDIO_SITE_URL ?? site,
    /** Who may frame the site: the Studio, under either local host name. */
    siteFrameAncestors:
      env.SITE_FRAME_ANCESTORS ?? `http://localhost:${ports.studio} http://127.0.0.1:${ports.studio}`,
  }
}

export type StartUrls = ReturnType<typeof startUrls>

export function startSettings(env: Env, argv: string[]) {
  const dev = argv.includes('--dev')
  const ports = startPorts(env)
  return {
    dev,
    /** `EDGE=1 npm start`: the site behind the shared edge cache (Varnish + xkey, site/edge/), as in production's CDN. */
    edge: /^(1|true|yes|on)$/i.test(env.EDGE ?? '') && !dev,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    ports,
    urls: startUrls(env, ports),
    /** Invitation and password-reset mail: to this SMTP server when set, else to the local mail catcher. */
    smtpUrl: env.LAKE_SMTP_URL,
  }
}

export type StartSettings = ReturnType<typeof startSettings>

/** An SMTP URL as it may be printed: its host and port, never its credentials. */
export function smtpServerOf(smtpUrl: string): string {
  try {
    return new URL(smtpUrl).host || smtpUrl.replace(/\/\/[^@]*@/, '//')
  } catch {
    return 'the server in LAKE_SMTP_URL'
  }
}
