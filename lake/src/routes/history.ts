import { Hono } from 'hono'
import { documentEvents, documentsAt, historyReader, transactionLog } from '../history/reads.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json, textWithLength } from '../http/respond.ts'
import { HttpError } from '../shared/http-error.ts'

function idList(raw: string): string[] {
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  if (ids.length === 0) throw new HttpError(400, 'At least one document id is required')
  return ids
}

function flag(c: LakeContext, name: string): boolean {
  const value = c.req.query(name)
  return value === 'true' || value === '1' || value === ''
}

const readerOf = (c: LakeContext) => historyReader(c.var.lake, c.var.caller, c.req.param('dataset') as string)

export const historyRoutes = new Hono<LakeEnv>()
  .get('/data/history/:dataset/transactions/:ids', identifyCaller, (c) => {
    const reader = readerOf(c)
    const lines = transactionLog(reader, idList(c.req.param('ids')), {
      fromTransaction: c.req.query('fromTransaction') || undefined,
      toTransaction: c.req.query('toTransaction') || undefined,
      fromTime: c.req.query('fromTime') || undefined,
      toTime: c.req.query('toTime') || undefined,
      reverse: flag(c, 'reverse'),
      limit: Number(c.req.query('limit')),
      authors: c.req.query('authors')?.split(',').filter(Boolean),
      includeIdentifiedDocumentsOnly: flag(c, 'includeIdentifiedDocumentsOnly'),
      withoutMutations: flag(c, 'excludeMutations') || flag(c, 'excludeContent'),
      mendozaEffects: c.req.query('effectFormat') === 'mendoza',
    })
    const body = lines.map((line) => `${JSON.stringify(line)}\n`).join('')
    return textWithLength(c, 200, body, { 'content-type': 'application/x-ndjson; charset=utf-8' })
  })
  .get('/data/history/:dataset/documents/:ids', identifyCaller, (c) => {
    const reader = readerOf(c)
    const documents = documentsAt(reader, idList(c.req.param('ids')), {
      revision: c.req.query('revision'),
      time: c.req.query('time'),
      lastRevision: flag(c, 'lastRevision'),
    })
    return json(c, 200, { documents })
  })
  .get('/data/history/:dataset/events/documents/:id', identifyCaller, (c) => {
    const requested = c.req.param('id')
    const page = documentEvents(readerOf(c), requested, {
      limit: Number(c.req.query('limit')),
      offset: Number(c.req.query('nextCursor')),
    })
    return json(c, 200, page)
  })
