import { Hono } from 'hono'
import { readMemberSettings, saveMemberSettings } from '../account/keyvalue.ts'
import { userFor } from '../account/users.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { readJson } from '../http/json-body.ts'
import { limitBody } from '../http/middleware/body-limit.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { HttpError } from '../shared/http-error.ts'

/** The Studio keeps per-user settings here (list layouts, sort orders, inspector widths). */
const BODY_LIMIT = 256 * 1024
const KEY_PATTERN = /^[\w.:@/-]{1,200}$/

function requireUserId(c: LakeContext): string {
  const user = userFor(c.var.lake.team, c.var.caller)
  if (!user) throw new HttpError(401, 'Unauthorized - Session not found', { errorCode: 'SIO-401-ANF' })
  return user.id
}

export const keyValueRoutes = new Hono<LakeEnv>()
  .get('/users/me/keyvalue/:keys', identifyCaller, (c) => {
    const userId = requireUserId(c)
    const keys = (c.req.param('keys') as string).split(',').filter(Boolean)
    const bad = keys.find((key) => !KEY_PATTERN.test(key))
    if (bad) throw new HttpError(400, `Invalid key "${bad}"`)
    return json(c, 200, readMemberSettings(c.var.lake, userId, keys))
  })
  .put('/users/me/keyvalue', identifyCaller, limitBody(BODY_LIMIT), async (c) => {
    const userId = requireUserId(c)
    const body = await readJson(c)
    const pairs = Array.isArray(body) ? body : [body]
    for (const [index, pair] of pairs.entries()) {
      if (!pair || typeof pair !== 'object' || typeof (pair as { key?: unknown }).key !== 'string') {
        throw new HttpError(400, `Item ${index}: expected {key: string, value}`)
      }
      if (!KEY_PATTERN.test((pair as { key: string }).key)) {
        throw new HttpError(400, `Item ${index}: invalid key "${(pair as { key: string }).key}"`)
      }
      if (!('value' in pair)) throw new HttpError(400, `Item ${index}: "value" is required`)
    }
    const saved = saveMemberSettings(c.var.lake, userId, pairs as Array<{ key: string; value: unknown }>)
    return json(c, 200, saved)
  })
