import type { Hono } from 'hono'
import { HttpError } from '../shared/http-error.ts'
import type { LakeEnv } from './env.ts'

/**
 * A path that exists answers other methods with 405 and `Allow` (Hono itself would answer 404). Call once every
 * route of `app` is declared: each path gets a catch-all after its own handlers.
 */
export function answerOtherMethodsWith405(app: Hono<LakeEnv>): void {
  const methodsByPath = new Map<string, string[]>()
  for (const route of app.routes) {
    if (route.method === 'ALL') continue
    const methods = methodsByPath.get(route.path) ?? []
    if (!methods.includes(route.method)) methods.push(route.method)
    methodsByPath.set(route.path, methods)
  }
  for (const [path, methods] of methodsByPath) {
    app.all(path, (c) => {
      throw new HttpError(
        405,
        `Method ${c.req.method} is not allowed on ${new URL(c.req.url).pathname}`,
        {},
        { allow: methods.join(', ') },
      )
    })
  }
}
