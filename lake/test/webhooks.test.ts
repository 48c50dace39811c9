/**
 * GROQ-powered webhooks sent by the lake: filter and projection (delta functions included), operations, signed
 * with `sanity-webhook-signature` (checked with @sanity/webhook's isValidSignature), drafts left out, retried with
 * backoff on 5xx, not retried on 4xx, one document's deliveries in commit order, and never holding up the write
 * that caused them.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isValidSignature } from '@sanity/webhook'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  lakeClient,
  removeDataDir,
  spawnLake,
  startTestLake,
  type TestLake,
} from '../../tests/support/lake.ts'
import { waitFor as waitUntil } from '../../tests/support/wait.ts'

interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

const SECRET = 'webhook-secret-for-tests'
let receiver: Server
let base: string
const received: Received[] = []
/** Per path: status codes to answer before answering 200. */
const failures: Record<string, number[]> = {}
let lake: TestLake

/** Answers to `/slow` wait for this; the test releases them. */
let releaseSlow: () => void = () => {}
const slowReleased = new Promise<void>((resolve) => {
  releaseSlow = resolve
})
/** `/ordered` requests that arrived while an earlier one was still unanswered. */
let orderedInFlight = 0
let orderedOverlaps = 0

const waitFor = (predicate: () => boolean) => waitUntil(predicate, { intervalMs: 20 })

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const path = req.url ?? '/'
      received.push({ path, headers: req.headers, body })
      if (path === '/slow') {
        void slowReleased.then(() => res.end('ok'))
        return
      }
      if (path === '/ordered') {
        if (orderedInFlight > 0) orderedOverlaps++
        orderedInFlight++
        // The first answer comes late, so a later delivery sent without waiting for it would overlap.
        const delay = at('/ordered').length === 1 ? 300 : 0
        setTimeout(() => {
          orderedInFlight--
          res.end()
        }, delay)
        return
      }
      const status = failures[path]?.shift() ?? 200
      res.statusCode = status
      res.end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  lake = await startTestLake({
    webhookRetry: { retries: 3, minTimeout: 30, maxTimeout: 100 },
    webhooks: [
      {
        name: 'posts',
        url: `${base}/posts`,
        filter: '_type == "post"',
        projection: '{_id, title, "operation": delta::operation(), "author": author->name, "by": identity()}',
        secret: SECRET,
      },
      { name: 'deletes', url: `${base}/deletes`, filter: '_type == "post"', on: ['delete'] },
      { name: 'flaky', url: `${base}/flaky`, filter: '_type == "flaky"' },
      { name: 'refused', url: `${base}/refused`, filter: '_type == "refused"' },
      { name: 'slow', url: `${base}/slow`, filter: '_type == "slow"' },
      {
        name: 'ordered',
        url: `${base}/ordered`,
        filter: '_type == "ordered"',
        projection: '{"operation": delta::operation(), title}',
      },
    ],
  })
  await lake.client().create({ _id: 'author-1', _type: 'author', name: 'Bisi' })
})

afterAll(async () => {
  await lake.stop()
  await new Promise((resolve) => receiver.close(resolve))
})

const at = (path: string) => received.filter((r) => r.path === path)

describe('webhooks', () => {
  it('sends signed, projected bodies for create, update and delete of matching documents', async () => {
    const client = lake.client()
    await client.create({
      _id: 'post-1',
      _type: 'post',
      title: 'One',
      author: { _type: 'reference', _ref: 'author-1' },
    })
    await client.patch('post-1').set({ title: 'Two' }).commit()
    await client.delete('post-1')
    await waitFor(() => at('/posts').length === 3 && at('/deletes').length === 1)
    const bodies = at('/posts').map((r) => JSON.parse(r.body))
    expect(bodies).toEqual([
      { _id: 'post-1', title: 'One', operation: 'create', author: 'Bisi', by: 'pLakeAdministrator' },
      { _id: 'post-1', title: 'Two', operation: 'update', author: 'Bisi', by: 'pLakeAdministrator' },
      { _id: 'post-1', title: 'Two', operation: 'delete', author: 'Bisi', by: 'pLakeAdministrator' },
    ])
    for (const request of at('/posts')) {
      const signature = String(request.headers['sanity-webhook-signature'])
      expect(signature).toMatch(/^t=\d+,v1=[\w-]+$/)
      expect(await isValidSignature(request.body, signature, SECRET)).toBe(true)
      expect(await isValidSignature(request.body, signature, 'wrong-secret')).toBe(false)
    }
    expect(at('/posts').map((r) => r.headers['sanity-operation'])).toEqual(['create', 'update', 'delete'])
    expect(at('/posts')[0].headers['sanity-document-id']).toBe('post-1')
    expect(at('/deletes')[0].headers['sanity-operation']).toBe('delete')
    expect(at('/deletes')[0].headers['sanity-webhook-signature']).toBeUndefined()
  })

  it("sends one document's deliveries in commit order, each after the previous one was answered", async () => {
    const client = lake.client()
    await client.create({ _id: 'ordered-1', _type: 'ordered', title: 'First' })
    await client.patch('ordered-1').set({ title: 'Second' }).commit()
    await client.patch('ordered-1').set({ title: 'Third' }).commit()
    await client.delete('ordered-1')
    await waitFor(() => at('/ordered').length === 4)
    expect(at('/ordered').map((r) => JSON.parse(r.body))).toEqual([
      { operation: 'create', title: 'First' },
      { operation: 'update', title: 'Second' },
      { operation: 'update', title: 'Third' },
      { operation: 'delete', title: 'Third' },
    ])
    expect(orderedOverlaps).toBe(0)
  })

  it('leaves drafts and non-matching documents out', async () => {
    const before = at('/posts').length
    await lake.client().create({ _id: 'drafts.post-2', _type: 'post', title: 'Draft' })
    await lake.client().create({ _id: 'tag-1', _type: 'tag', title: 'Tag' })
    await lake.client().create({ _id: 'post-3', _type: 'post', title: 'Three' })
    await waitFor(() => at('/posts').length === before + 1)
    expect(JSON.parse(at('/posts').at(-1)?.body ?? '{}')._id).toBe('post-3')
  })

  it('retries 5xx with backoff until delivered, and does not retry 4xx', async () => {
    failures['/flaky'] = [500, 503]
    failures['/refused'] = [400, 400]
    await lake.client().create({ _id: 'flaky-1', _type: 'flaky' })
    await lake.client().create({ _id: 'refused-1', _type: 'refused' })
    await waitFor(() => at('/flaky').length === 3 && at('/refused').length === 1)
    // One document's deliveries go out in commit order: once a later change's delivery arrives, the first change is
    // done with (delivered, or given up), so no retry of it can still come. No fixed wait needed.
    await lake.client().patch('flaky-1').set({ n: 2 }).commit()
    await lake.client().patch('refused-1').set({ n: 2 }).commit()
    await waitFor(() => at('/flaky').length === 4 && at('/refused').length === 2)
    const flakyKeys = at('/flaky').map((r) => r.headers['idempotency-key'])
    // The first change: three attempts with one key (two 5xx, then 200); then the second change, with its own key.
    expect(new Set(flakyKeys.slice(0, 3)).size).toBe(1)
    expect(flakyKeys[3]).not.toBe(flakyKeys[0])
    // The 400 was not retried: the next request to /refused is already the second change's.
    const refusedKeys = at('/refused').map((r) => r.headers['idempotency-key'])
    expect(refusedKeys[1]).not.toBe(refusedKeys[0])
  })

  it('does not hold up the write', async () => {
    // The receiver does not answer until released: the write is acknowledged while its webhook is unanswered.
    const written = await lake.client().create({ _id: 'slow-1', _type: 'slow' })
    expect(written._id).toBe('slow-1')
    await waitFor(() => at('/slow').length === 1)
    releaseSlow()
  })

  it('reads its configuration from LAKE_WEBHOOKS when started by the CLI', async () => {
    const hooks = [
      { name: 'env', url: `${base}/env`, filter: '_type == "post"', projection: '{_id}', secret: SECRET },
    ]
    const spawned = await spawnLake({ env: { LAKE_WEBHOOKS: JSON.stringify(hooks) } })
    try {
      await lakeClient(spawned.url, spawned.tokens.write).create({ _id: 'env-post', _type: 'post' })
      await waitFor(() => at('/env').length === 1)
      const [request] = at('/env')
      expect(JSON.parse(request.body)).toEqual({ _id: 'env-post' })
      expect(
        await isValidSignature(request.body, String(request.headers['sanity-webhook-signature']), SECRET),
      ).toBe(true)
    } finally {
      await spawned.kill('SIGTERM')
      removeDataDir(spawned.dataDir)
    }
  })
})
