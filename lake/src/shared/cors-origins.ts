/** The lake's CORS allow-list: the one origin rule every part shares (`@escrova/schemas/origins`). */
import { LOCAL_ORIGIN_PATTERNS } from '@escrova/schemas/settings'

export { compileOriginPatterns as compileOrigins, isOriginAllowed } from '@escrova/schemas/origins'

/** Default allow-list: local development origins only. */
export const DEFAULT_CORS_ORIGINS = LOCAL_ORIGIN_PATTERNS
