import { LOCAL_ORIGIN_PATTERNS } from '@escrova/schemas/settings'
/** Default allow-list: local development origins only. */
export const DEFAULT_CORS_ORIGINS = LOCAL_ORIGIN_PATTERNS

/** `http://localhost:*` → any port (or none); `https://*.example.com` → any subdomain. */
export function compileOrigins(patterns: string[]): RegExp[] {
  return patterns.map((pattern) => {
    const trimmed = pattern.trim().replace(/\/+$/, '')
    if (trimmed === '*') return /^.*$/
    let source = ''
    for (let i = 0; i < trimmed.length; i++) {
      const char = trimmed[i]
      if (char === '*') {
        const isPort = trimmed[i - 1] === ':'
        source = isPort ? `${source.slice(0, -1)}(?::\\d+)?` : `${source}[a-z0-9-]+(?:\\.[a-z0-9-]+)*`
      } else {
        source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      }
    }
    return new RegExp(`^${source}$`, 'i')
  })
}

export function isOriginAllowed(origin: string, allowed: RegExp[]): boolean {
  return allowed.some((pattern) => pattern.test(origin))
}
