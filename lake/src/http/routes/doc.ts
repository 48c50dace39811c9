import { canRead } from '../../auth/access.ts'
import { requireDataset } from '../../runtime.ts'
import { type RequestContext, sendJson } from '../context.ts'
import type { Route } from '../router.ts'

/** `GET data/doc/<dataset>/<id,id>` → `{documents, omitted: [{id, reason: 'existence' | 'permission'}]}`. */
function handleDoc(ctx: RequestContext): void {
  const dataset = requireDataset(ctx.lake, ctx.params.dataset)
  const ids = ctx.params.ids
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  const documents: unknown[] = []
  const omitted: Array<{ id: string; reason: 'existence' | 'permission' }> = []
  for (const id of ids) {
    // A caller learns nothing about ids its role may not read, not even whether they exist.
    const doc = dataset.get(id)
    if (!canRead(ctx.caller, id, doc)) {
      omitted.push({ id, reason: 'permission' })
      continue
    }
    if (doc) documents.push(doc)
    else omitted.push({ id, reason: 'existence' })
  }
  sendJson(ctx, 200, { documents, omitted })
}

export const docRoutes: Route[] = [{ method: 'GET', path: '/data/doc/:dataset/:ids*', handler: handleDoc }]
