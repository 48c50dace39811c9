/**
 * The Studio-facing part of the local Content Lake: what Sanity Studio asks of the hosted API beyond
 * query/doc/mutate/listen/assets. Its routes are part of `../http/routes/index.ts`; the server calls
 * `startStudioServices` once the lake is listening.
 *
 * - an HTTP/2 + TLS listener (`tlsPort`; 0 = random, `false` = off) serving the lake's one request handler, with a
 *   self-signed certificate for localhost and `*.localhost` kept in `<dataDir>/tls/`;
 * - account endpoints: `users/me`, `users/<ids>`, `projects/<id>` (+ `datasets`, `datasets/<ds>/acl`, `grants`),
 *   `features`, `ping`; the caller's member or robot, roles and grants (`roles.ts`, `@escrova/schemas/roles`);
 * - signing in (`../team/routes.ts`): `auth/providers` lists the lake's e-mail and password page, which returns to
 *   the Studio with `#sid=`, traded once for a session token at `auth/fetch`;
 * - `users/me/keyvalue` (persisted per user);
 * - the Actions API `data/actions/<ds>`;
 * - history: `data/history/<ds>/{transactions,documents,events/documents}/...`;
 * - `text::query()` in GROQ (a query preprocessor).
 * Anything else the Studio asks for (`journey/*`, `user-applications`, `schedules`, `intake`, `v1/help`) gets the
 * router's 404, which the Studio treats as "feature not available".
 */
import type { LakeHandler } from '../http/router.ts'
import type { LakeRuntime } from '../runtime.ts'
import { manageRoutes } from '../team/manage-routes.ts'
import { teamRoutes } from '../team/routes.ts'
import { accountRoutes } from './account.ts'
import { actionRoutes } from './actions.ts'
import { historyRoutes } from './history.ts'
import { keyValueRoutes } from './keyvalue.ts'
import { installTextQuery } from './text-query.ts'
import { ensureCertificate, startTlsListener } from './tls.ts'

export const studioRoutes = [
  ...accountRoutes,
  ...teamRoutes,
  ...manageRoutes,
  ...keyValueRoutes,
  ...actionRoutes,
  ...historyRoutes,
]

/** `text::query()` in GROQ, and the HTTP/2 + TLS listener the Studio's client calls (`tlsUrl`) unless `tlsPort: false`. */
export async function startStudioServices(
  lake: LakeRuntime,
  handler: LakeHandler,
): Promise<{ tlsUrl?: string; close?: () => Promise<void> | void }> {
  installTextQuery()
  const tlsPort = lake.options.tlsPort ?? 0
  if (tlsPort === false) return {}
  const certificate = await ensureCertificate(lake.dataDir, lake.projectId)
  const listener = await startTlsListener(handler, {
    port: tlsPort,
    host: lake.options.host ?? '127.0.0.1',
    certificate,
  })
  return { tlsUrl: listener.url, close: () => listener.close() }
}
