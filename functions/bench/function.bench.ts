/**
 * `npm run bench function` (or `npx tsx functions/bench/function.bench.ts`): autocannon on loopback against the
 * function on Node, with the lake as its own process (as in `npm start`). Prints:
 *   BENCH fn.hello.rps            a trivial Hono route in the same app (same middleware)
 *   BENCH fn.invalid.rps          rejected wait-list submissions (422), same run; target >= 50 % of hello
 *   BENCH fn.comment.accepted.rps accepted comments end to end (function + lake); target >= 1,000/s
 *   BENCH fn.comment.accepted.p99 their p99 latency in ms; target <= 50 ms
 *   BENCH fn.edge.comment.accepted.rps  the same accepted comments through the Worker build in workerd (miniflare),
 *   BENCH fn.edge.comment.accepted.p99  with the Durable Object rate limiter in the path (one call per request)
 * The rate limit is raised for the run; everything else is the production configuration. The Node and edge figures
 * come from one run against one lake, so they compare.
 */

import { CONTENT_API } from '@escrova/schemas/settings'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { seedFunctionFixtures } from '../../tests/function/fixtures.ts'
import { startEdgeFunction } from '../../tests/function/workerd-harness.ts'
import { lakeClient, removeDataDir, spawnLake } from '../../tests/support/lake.ts'
import { createService } from '../src/app.ts'
import { silentLogger } from '../src/util/logger.ts'

const DURATION = Number(process.env.BENCH_DURATION_S ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)

const lake = await spawnLake()
try {
  const client = lakeClient(lake.url, lake.tokens.write)
  await seedFunctionFixtures(client)

  const service = createService({
    content: { ...CONTENT_API, apiHost: lake.url, useProjectHostname: false, token: lake.tokens.write },
    corsOrigins: ['http://localhost:*'],
    logger: silentLogger,
    rateLimit: { max: 10_000_000, windowMs: 60_000 },
    clientHashSalt: 'bench',
  })
  service.app.get('/bench/hello', (c) => c.json({ hello: 'world' }))
  const server = serve({ fetch: service.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as { port: number }
  const base = `http://127.0.0.1:${port}`

  const run = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown, origin = base) =>
    autocannon({
      url: `${origin}${path}`,
      method,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    })

  // Warm up JIT and connections.
  await autocannon({ url: `${base}/bench/hello`, connections: 10, duration: 2 })

  const only = process.env.BENCH_ONLY
  const skipped = {
    requests: { average: 0 },
    latency: { p99: 0 },
    non2xx: 0,
    statusCodeStats: {},
  } as unknown as Awaited<ReturnType<typeof autocannon>>
  const hello = only && only !== 'hello' ? skipped : await run('/bench/hello')
  const invalid =
    only && only !== 'invalid'
      ? skipped
      : await run('/api/wait-list', 'POST', {
          fullName: 'Bench',
          email: 'not-an-email',
          phone: '0803 123 4567',
          location: 'Lagos',
          keyNeeds: [],
          platforms: ['Web'],
          consent: false,
        })
  const commentBody = {
    post: 'escrow-basics-for-lagos-sellers',
    name: 'Bench Reader',
    text: 'How long does the buyer have to confirm delivery before funds are released?',
    consent: true,
  }
  const comment = only && only !== 'comment' ? skipped : await run('/api/comments', 'POST', commentBody)

  let edgeComment = skipped
  if (!only || only === 'edge') {
    const edge = await startEdgeFunction({
      bindings: {
        SANITY_API_HOST: lake.url,
        SANITY_WRITE_TOKEN: lake.tokens.write,
        CLIENT_HASH_SALT: 'bench',
        RATE_LIMIT_MAX: '10000000',
        LOG_LEVEL: 'silent',
      },
    })
    try {
      const edgeBase = edge.url.origin
      await autocannon({ url: `${edgeBase}/api/health`, connections: 10, duration: 2 })
      edgeComment = await run('/api/comments', 'POST', commentBody, edgeBase)
    } finally {
      await edge.stop()
    }
  }

  const check = (
    name: string,
    result: { non2xx: number; statusCodeStats: Record<string, { count: number }> },
  ) => console.error(`# ${name}: status codes ${JSON.stringify(result.statusCodeStats)}`)
  if (only) console.error(`# BENCH_ONLY=${only}: other figures are 0`)
  check('hello', hello)
  check('invalid', invalid)
  check('comment', comment)
  check('edge comment', edgeComment)

  const stored = await client.fetch<number>(
    'count(*[_type == "comment" && name == "Bench Reader"])',
    {},
    { perspective: 'raw' },
  )
  const accepted =
    (comment.statusCodeStats['201']?.count ?? 0) + (edgeComment.statusCodeStats['201']?.count ?? 0)
  console.error(`# comments stored: ${stored} of ${accepted} answered 201`)

  console.log(`BENCH fn.hello.rps ${Math.round(hello.requests.average)} req/s`)
  console.log(`BENCH fn.invalid.rps ${Math.round(invalid.requests.average)} req/s`)
  console.log(`BENCH fn.comment.accepted.rps ${Math.round(comment.requests.average)} req/s`)
  console.log(`BENCH fn.comment.accepted.p99 ${comment.latency.p99} ms`)
  console.log(`BENCH fn.edge.comment.accepted.rps ${Math.round(edgeComment.requests.average)} req/s`)
  console.log(`BENCH fn.edge.comment.accepted.p99 ${edgeComment.latency.p99} ms`)

  await new Promise<void>((resolve) => server.close(() => resolve()))
} finally {
  await lake.kill('SIGTERM')
  removeDataDir(lake.dataDir)
}
