/** Shared pieces of the bad-input catalogue: the case shape, expected messages, body builders. */
import { COMMENT_MESSAGES } from '@escrova/schemas/comments'
import { validApplication, validComment } from '../harness.ts'

export const C = COMMENT_MESSAGES
export const NOT_TEXT = 'Must be text.'
export const NOT_LIST = 'Must be a list of options.'
export const NOT_BOOLEAN = 'Must be true or false.'
export const UNKNOWN = 'Unknown field.'
export const CONTROL = 'Remove control characters (such as null bytes).'
export const MALFORMED = 'Contains characters that are not valid text.'
export const POST_UNKNOWN = 'This post does not exist or is not published.'

export type Route = '/api/comments' | '/api/wait-list' | '/api/support'

export interface Case {
  name: string
  path: Route
  /** An object is sent as JSON; a string or bytes are sent exactly as given. */
  body: unknown
  headers?: Record<string, string>
  status: number
  code: string
  fields?: Record<string, string>
}

/** JSON text for a valid body plus raw members spliced in (keys JSON.stringify would not write, bad escapes). */
export const spliced = (base: Record<string, unknown>, rawMembers: string) =>
  `${JSON.stringify(base).slice(0, -1)},${rawMembers}}`
export const app = validApplication
export const comment = validComment
export const validationFailed = (
  path: Route,
  name: string,
  body: unknown,
  fields: Record<string, string>,
): Case => ({
  name,
  path,
  body,
  status: 422,
  code: 'validation_failed',
  fields,
})
