import { Hono } from 'hono'
import { userFor } from '../account/users.ts'
import type { LakeEnv } from '../http/env.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { HttpError } from '../shared/http-error.ts'
import { setUpCommentsDataset } from '../studio-addons/datasets.ts'

/** `POST comments/<dataset>/setup`: creates the add-on dataset once (later calls answer the same name). */
export const commentsRoutes = new Hono<LakeEnv>().post('/comments/:dataset/setup', identifyCaller, (c) => {
  const { lake, caller } = c.var
  if (!userFor(lake.team, caller)) {
    throw new HttpError(401, 'Sign in to comment', { errorCode: 'SIO-401-ANF' })
  }
  return json(c, 200, setUpCommentsDataset(lake, c.req.param('dataset')))
})
