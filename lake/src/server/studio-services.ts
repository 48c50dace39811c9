/**
 * The Studio-facing part of the local Content Lake: what Sanity Studio asks of the hosted API beyond
 * query/doc/mutate/listen/assets. Its routes are `routes.ts`, part of the lake's app (`../http/app.ts`); the server
 * calls `startStudioServices` once the lake is listening.
 *
 * - an HTTP/2 + TLS listener (`tlsPort`; 0 = random, `false` = off) serving the lake's one Hono app, with a
 *   self-signed certificate for localhost and `*.localhost` kept in `<dataDir>/tls/`;
 * - account endpoints: `users/me`, `users/<ids>`, `projects/<id>` (+ `datasets`, `datasets/<ds>/acl`, `grants`),
 *   `features` (`features.ts`), `ping`; the caller's member or robot, roles and grants (`roles.ts`, `@escrova/schemas/roles`);
 * - signing in (`../team/routes.ts`): `auth/providers` lists the lake's e-mail and password page, which returns to
 *   the Studio with `#sid=`, traded once for a session token at `auth/fetch`;
 * - `users/me/keyvalue` (persisted per user);
 * - the Actions API `data/actions/<ds>` (release and version actions: `../releases/`);
 * - history: `data/history/<ds>/{transactions,documents,events/documents}/...`;
 * - `text::query()` in GROQ (a query preprocessor);
 * - the presence socket (`../presence/`) on this listener too, through the `websocket` extra `../server.ts` passes.
 * Anything else the Studio asks for (`journey/*`, `user-applications`, `schedules`, `intake`, `v1/help`) gets the
 * app's 404, which the Studio treats as "feature not available".
 */
import type { Hono } from 'hono'
import type { LakeEnv } from '../http/env.ts'
import { type ListenerExtras, startTlsListener } from '../http/listeners.ts'
import type { LakeRuntime } from '../runtime.ts'
import { installTextQuery } from './text-query.ts'
import { ensureCertificate } from './tls.ts'

/** `text::query()` in GROQ, and the HTTP/2 + TLS listener the Studio's client calls (`tlsUrl`) unless `tlsPort: false`. */
export async function startStudioServices(
  lake: LakeRuntime,
  app: Hono<LakeEnv>,
  extras: ListenerExtras = {},
): Promise<{ tlsUrl?: string; close?: () => Promise<void> | void }> {
  installTextQuery()
  const tlsPort = lake.options.tlsPort ?? 0
  if (tlsPort === false) return {}
  const certificate = await ensureCertificate(lake.dataDir, lake.projectId)
  const listener = await startTlsListener(app, {
    port: tlsPort,
    host: lake.options.host ?? '127.0.0.1',
    key: certificate.key,
    cert: certificate.cert,
    ...extras,
  })
  return { tlsUrl: listener.url, close: () => listener.close() }
}
