import type { SourceMapMode } from '../groq/source-map.ts'
import { HttpError } from '../shared/http-error.ts'

/**
 * `resultSourceMap` as hosted Sanity reads it: absent or `false` = no source map; `true` = paths with array
 * indices; `withKeyArraySelector` = keyed array items as `[?(@._key=='k')]` (what `@sanity/client` asks for with stega).
 */
export function parseSourceMapMode(value: string | null): SourceMapMode | undefined {
  if (value === null || value === 'false') return undefined
  if (value === 'true') return 'indices'
  if (value === 'withKeyArraySelector') return 'keys'
  throw new HttpError(
    400,
    `Invalid "resultSourceMap": "${value.slice(0, 100)}": use "true", "false" or "withKeyArraySelector"`,
  )
}
