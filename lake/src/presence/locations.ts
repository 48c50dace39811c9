import { RPC_ERRORS, RpcError } from './protocol.ts'

/** A path segment as the Studio writes it: a field name, an index, `{_key}`, or an index range. */
export type PathSegment = string | number | { _key: string } | [number | '', number | '']

/** Where a Studio tab is: a document and the field (path) in it, with the text selection there, if any. */
export interface PresenceLocation {
  type: 'document'
  documentId: string
  path: PathSegment[]
  lastActiveAt: string
  selection?: unknown
}

const MAX_PATH = 64
const MAX_TEXT = 200

const bad = (message: string) => new RpcError(RPC_ERRORS.invalidParams, message)

function readSegment(segment: unknown, at: string): PathSegment {
  if (typeof segment === 'string' && segment.length <= MAX_TEXT) return segment
  if (typeof segment === 'number' && Number.isInteger(segment)) return segment
  if (segment && typeof segment === 'object' && !Array.isArray(segment)) {
    const key = (segment as { _key?: unknown })._key
    if (typeof key === 'string' && key.length <= MAX_TEXT) return { _key: key }
  }
  if (
    Array.isArray(segment) &&
    segment.length === 2 &&
    segment.every((end) => end === '' || (typeof end === 'number' && Number.isInteger(end)))
  ) {
    return [segment[0], segment[1]]
  }
  throw bad(`${at} must be a field name, an index, {_key} or an index range`)
}

function readLocation(value: unknown, at: string): PresenceLocation {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw bad(`${at} must be an object`)
  const { type, documentId, path, lastActiveAt, selection } = value as Record<string, unknown>
  if (type !== 'document') throw bad(`${at}.type must be "document"`)
  if (typeof documentId !== 'string' || documentId.length === 0 || documentId.length > MAX_TEXT) {
    throw bad(`${at}.documentId must be a document id`)
  }
  if (!Array.isArray(path ?? []) || ((path as unknown[] | undefined)?.length ?? 0) > MAX_PATH) {
    throw bad(`${at}.path must be an array of at most ${MAX_PATH} segments`)
  }
  const when = typeof lastActiveAt === 'string' ? Date.parse(lastActiveAt) : Number.NaN
  if (Number.isNaN(when)) throw bad(`${at}.lastActiveAt must be a date-time`)
  const location: PresenceLocation = {
    type,
    documentId,
    path: ((path ?? []) as unknown[]).map((segment, index) => readSegment(segment, `${at}.path[${index}]`)),
    lastActiveAt: new Date(when).toISOString(),
  }
  // The text selection is the editor's own shape; the message size bounds it.
  if (selection !== undefined && selection !== null) {
    if (typeof selection !== 'object') throw bad(`${at}.selection must be an object`)
    location.selection = selection
  }
  return location
}

/** The `locations` of a `presence_announce`, checked and rebuilt: nothing a client adds is passed on. */
export function readLocations(value: unknown, max: number): PresenceLocation[] {
  if (!Array.isArray(value)) throw bad('"data.locations" must be an array')
  if (value.length > max) throw bad(`"data.locations" may hold at most ${max} locations`)
  return value.map((location, index) => readLocation(location, `data.locations[${index}]`))
}
