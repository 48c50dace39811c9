/**
 * The lake's HTTP API as one Hono app, served by both listeners (`listeners.ts`). Every route is declared in
 * `../routes/`, one small Hono app per area; this file composes them: the lake and CORS for every request, then the
 * unversioned image CDN, then the API under `/v<version>`, then a 405 for other methods on a known path, a 404 for
 * the rest, and errors in the hosted shapes. Anything else the Studio asks for (`journey/*`, `user-applications`,
 * `schedules`, `intake`, `v1/help`) gets the 404, which the Studio reads as "feature not available".
 */
import { Hono } from 'hono'
import type { LakeEnv } from '../http/env.ts'
import { errorResponse, notFound } from '../http/error-response.ts'
import { answerOtherMethodsWith405 } from '../http/method-not-allowed.ts'
import { API_VERSION_SEGMENT, readApiVersion } from '../http/middleware/api-version.ts'
import { lakeCors } from '../http/middleware/cors.ts'
import { provideLake } from '../http/middleware/lake.ts'
import { accountRoutes } from '../routes/account.ts'
import { actionRoutes } from '../routes/actions.ts'
import { adminRoutes } from '../routes/admin.ts'
import { imageCdnRoutes, uploadRoutes } from '../routes/assets.ts'
import { docRoutes } from '../routes/doc.ts'
import { historyRoutes } from '../routes/history.ts'
import { keyValueRoutes } from '../routes/keyvalue.ts'
import { listenRoutes } from '../routes/listen.ts'
import { liveRoutes } from '../routes/live.ts'
import { manageRoutes } from '../routes/members.ts'
import { mutateRoutes } from '../routes/mutate.ts'
import { passkeyRoutes } from '../routes/passkeys.ts'
import { presenceRoutes } from '../routes/presence.ts'
import { queryRoutes } from '../routes/query.ts'
import { releaseHistoryRoutes } from '../routes/release-history.ts'
import { releaseLimitRoutes } from '../routes/release-limits.ts'
import { teamRoutes } from '../routes/sign-in.ts'
import { commentsRoutes } from '../routes/studio-addons.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'

/** Sanity's API under `/v<version>/`: what `@sanity/client` and the Studio call. */
function versionedApi(): Hono<LakeEnv> {
  return (
    new Hono<LakeEnv>()
      .use(readApiVersion)
      // Content: query, documents, writes, change streams, assets, import and export.
      .route('/', queryRoutes)
      .route('/', docRoutes)
      .route('/', mutateRoutes)
      .route('/', listenRoutes)
      .route('/', liveRoutes)
      .route('/', uploadRoutes)
      .route('/', adminRoutes)
      // What the Studio asks besides: who is signed in, sign-in and the team, its key-value store, the Actions API,
      // history, the comments-and-tasks add-on, releases, presence.
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
      .route('/', presenceRoutes)
  )
}

export function createLakeApp(lake: LakeRuntime): Hono<LakeEnv> {
  // `strict: false`: a trailing slash reaches the same route, as the hosted API allows.
  const app = new Hono<LakeEnv>({ strict: false })
    .use(provideLake(lake), lakeCors)
    .route('/', imageCdnRoutes)
    .route(`/${API_VERSION_SEGMENT}`, versionedApi())
  answerOtherMethodsWith405(app)
  app.notFound(notFound)
  app.onError(errorResponse)
  return app
}
