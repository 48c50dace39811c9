import { Hono } from 'hono'
import type { LakeEnv } from '../http/env.ts'
import { accountRoutes } from './account.ts'
import { actionRoutes } from './actions.ts'
import { historyRoutes } from './history.ts'
import { keyValueRoutes } from './keyvalue.ts'
import { loginRoutes } from './login.ts'

/** The Studio-facing routes (`index.ts` lists what they answer), mounted under `/v<version>` by `../http/app.ts`. */
export const studioRoutes = new Hono<LakeEnv>()
  .route('/', accountRoutes)
  .route('/', loginRoutes)
  .route('/', keyValueRoutes)
  .route('/', actionRoutes)
  .route('/', historyRoutes)
