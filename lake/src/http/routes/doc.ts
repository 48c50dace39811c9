import { Hono } from 'hono'
import { canReadId } from '../../auth/access.ts'
import { requireDataset } from '../../runtime.ts'
import type { LakeContext, LakeEnv } from '../env.ts'
import { identifyCaller } from '../middleware/identify.ts'
import { json } from '../respond.ts'

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
    if (!canReadId(caller, id)) {
      omitted.push({ id, reason: 'permission' })
      continue
    }
    const doc = dataset.get(id)
    if (doc) documents.push(doc)
    else omitted.push({ id, reason: 'existence' })
  }
  return json(c, 200, { documents, omitted })
}

export const docRoutes = new Hono<LakeEnv>().get('/data/doc/:dataset/:ids{.+}', identifyCaller, handleDoc)
