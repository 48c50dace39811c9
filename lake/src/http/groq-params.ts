import { HttpError } from '../shared/http-error.ts'

/** A GROQ request's parameters from its URL (`$name=<JSON>`), as query and listen take them. */
export function groqParamsFromSearch(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of url.searchParams) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(raw)
    } catch {
      throw new HttpError(
        400,
        `Unable to parse value of "${key}=${raw}": parameter values must be JSON (quote strings)`,
      )
    }
  }
  return params
}
