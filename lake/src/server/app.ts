/**
 * The lake's HTTP API as one Hono app, served by both listeners (`listeners.ts`). Each concern declares its routes
 * in its own folder as a small Hono app (`routes/query.ts`, `../listen/route.ts`, `../studio/routes.ts`, ...); this
 * file composes them: the lake and CORS for every request, then the unversioned image CDN, then the API under
 * `/v<version>`, then a 405 for other methods on a known path, a 404 for the rest, and errors in the hosted shapes.
 */
import { Hono } from 'hono'
import { imageCdnRoutes, uploadRoutes } from '../assets/routes.ts'
import { adminRoutes } from '../io/admin-routes.ts'
import { listenRoutes } from '../listen/route.ts'
import { liveRoutes } from '../live/route.ts'
import { presenceRoutes } from '../presence/route.ts'
import type { LakeRuntime } from '../runtime.ts'
import { studioRoutes } from '../studio/routes.ts'
import type { LakeEnv } from './env.ts'
import { errorResponse, notFound } from './error-response.ts'
import { answerOtherMethodsWith405 } from './method-not-allowed.ts'
import { API_VERSION_SEGMENT, readApiVersion } from './middleware/api-version.ts'
import { lakeCors } from './middleware/cors.ts'
import { provideLake } from './middleware/lake.ts'
import { docRoutes } from './routes/doc.ts'
import { mutateRoutes } from './routes/mutate.ts'
import { queryRoutes } from './routes/query.ts'

/** Sanity's API under `/v<version>/`: what `@sanity/client` and the Studio call. */
function versionedApi(): Hono<LakeEnv> {
  return new Hono<LakeEnv>()
    .use(readApiVersion)
    .route('/', queryRoutes)
    .route('/', docRoutes)
    .route('/', mutateRoutes)
    .route('/', listenRoutes)
    .route('/', liveRoutes)
    .route('/', uploadRoutes)
    .route('/', adminRoutes)
    .route('/', studioRoutes)
    .route('/', presenceRoutes)
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
