import { assetRoutes } from '../../assets/routes.ts'
import { adminRoutes } from '../../io/admin-routes.ts'
import { listenRoutes } from '../../listen/route.ts'
import { liveRoutes } from '../../live/route.ts'
import { studioRoutes } from '../../studio/index.ts'
import type { Route } from '../router.ts'
import { docRoutes } from './doc.ts'
import { mutateRoutes } from './mutate.ts'
import { queryRoutes } from './query.ts'

export const builtInRoutes: Route[] = [
  ...queryRoutes,
  ...docRoutes,
  ...mutateRoutes,
  ...listenRoutes,
  ...liveRoutes,
  ...assetRoutes,
  ...adminRoutes,
  ...studioRoutes,
]
