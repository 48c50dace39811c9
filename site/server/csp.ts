/**
 * Content-Security-Policy for one pre-rendered page: scripts only from this origin plus the exact inline scripts the
 * page carries (React Router's hydration data and module loader, the theme script), each by its SHA-256 hash.
 * The browser may talk to this origin, the content API and the function, nothing else; only the Studio may frame it.
 * Fonts and the web manifest fall to `default-src 'self'`, so they are not named again.
 */
import { createHash } from 'node:crypto'
import { DEFAULT_PORTS } from '@escrova/schemas/settings'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (match[1].trim() === '') continue
    hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin
  } catch {
    return undefined
  }
}

export function cspOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const raw = [
    env.VITE_SANITY_API_HOST,
    env.SANITY_API_HOST,
    env.VITE_FUNCTIONS_URL,
    env.VITE_FUNCTION_URL,
    ...(env.SITE_CSP_CONNECT ?? '').split(/\s+/),
  ]
  const origins = raw.filter((v): v is string => !!v).map(originOf)
  const defaults = [`http://127.0.0.1:7700`, 'http://127.0.0.1:8787']
  return [...new Set([...origins.filter((o): o is string => !!o), ...defaults])]
}

const HOSTED = ['https://*.api.sanity.io', 'https://*.apicdn.sanity.io']

/**
 * Who may frame the site: only the Studio, whose Presentation tool shows it beside the form. `SITE_FRAME_ANCESTORS`
 * (origins separated by spaces or commas) in production; locally the Studio's default origin.
 */
export function frameAncestorsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.SITE_FRAME_ANCESTORS ?? '').split(/[\s,]+/).map(originOf)
  const origins = listed.filter((o): o is string => !!o)
  const port = DEFAULT_PORTS.studio
  return origins.length > 0 ? origins : [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}

export function buildCsp(
  html: string,
  origins: string[],
  frameAncestors: string[] = frameAncestorsFromEnv(process.env),
): string {
  const remote = [...origins, ...HOSTED].join(' ')
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${remote} https://cdn.sanity.io`,
    `connect-src 'self' ${remote}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ')
}
