import { Hono } from 'hono'
import { commentsRoutes } from '../comments/routes.ts'
import type { LakeEnv } from '../http/env.ts'
import { releaseHistoryRoutes } from '../releases/history-route.ts'
import { releaseLimitRoutes } from '../releases/limits-route.ts'
import { manageRoutes } from '../team/manage-routes.ts'
import { passkeyRoutes } from '../team/passkey-routes.ts'
import { teamRoutes } from '../team/routes.ts'
import { accountRoutes } from './account.ts'
import { actionRoutes } from './actions.ts'
import { historyRoutes } from './history.ts'
import { keyValueRoutes } from './keyvalue.ts'

/** The Studio-facing routes (`index.ts` lists what they answer; sign-in and team management are `../team/`), mounted under `/v<version>` by `../http/app.ts`. */
export const studioRoutes = new Hono<LakeEnv>()
  .route('/', accountRoutes)
  .route('/', teamRoutes)
  .route('/', manageRoutes)
  .route('/', passkeyRoutes)
  .route('/', keyValueRoutes)
  .route('/', actionRoutes)
  .route('/', historyRoutes)
  .route('/', commentsRoutes)
  .route('/', releaseLimitRoutes)
  .route('/', releaseHistoryRoutes)
