/**
 * Browser-origin allow-lists, one rule for every part that checks them (the lake's CORS, the function's CORS guard),
 * so an origin one part allows the other allows too. A pattern is an origin with wildcards:
 * - `:*` after the host is any port, or none: `http://localhost:*` allows `http://localhost` and `http://localhost:3000`;
 * - any other `*` is one or more host labels: `https://*.escrova.ng` allows `https://www.escrova.ng` (not the bare
 *   domain, and never a path or a look-alike such as `https://evil.example/.escrova.ng`);
 * - `*` alone is any origin.
 * Matching ignores case, and a trailing `/` on a pattern.
 */

const ANY_PORT = '(?::\\d+)?'
const HOST_LABELS = '[a-z0-9-]+(?:\\.[a-z0-9-]+)*'
const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

export function compileOriginPatterns(patterns: readonly string[]): RegExp[] {
  return patterns.map((pattern) => {
    const trimmed = pattern.trim().replace(/\/+$/, '')
    if (trimmed === '*') return /^.*$/
    const source = trimmed
      .split(/(:\*|\*)/)
      .map((part) => (part === ':*' ? ANY_PORT : part === '*' ? HOST_LABELS : escapeRegExp(part)))
      .join('')
    return new RegExp(`^${source}$`, 'i')
  })
}

export function isOriginAllowed(origin: string, allowed: readonly RegExp[]): boolean {
  return allowed.some((pattern) => pattern.test(origin))
}

/** `compileOriginPatterns` and `isOriginAllowed` in one: a predicate over the patterns. */
export function originMatcher(patterns: readonly string[]): (origin: string) => boolean {
  const allowed = compileOriginPatterns(patterns)
  return (origin) => isOriginAllowed(origin, allowed)
}
