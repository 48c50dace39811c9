import { Hono } from 'hono'
import { canRead } from '../auth/access.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json } from '../http/respond.ts'
import { requireDataset } from '../runtime/runtime.ts'

/** `GET data/doc/<dataset>/<id,id>` → `{documents, omitted: [{id, reason: 'existence' | 'permission'}]}`. */
function handleDoc(c: LakeContext) {
  const { caller, lake } = c.var
  const dataset = requireDataset(lake, c.req.param('dataset') as string)
  const ids = (c.req.param('ids') as string)
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  const documents: unknown[] = []
  const omitted: Array<{ id: string; reason: 'existence' | 'permission' }> = []
  for (const id of ids) {
    // A caller learns nothing about ids its role may not read, not even whether they exist.
    const doc = dataset.get(id)
    if (!canRead(caller, id, doc)) {
      omitted.push({ id, reason: 'permission' })
      continue
    }
    if (doc) documents.push(doc)
    else omitted.push({ id, reason: 'existence' })
  }
  return json(c, 200, { documents, omitted })
}

export const docRoutes = new Hono<LakeEnv>().get('/data/doc/:dataset/:ids{.+}', identifyCaller, handleDoc)
