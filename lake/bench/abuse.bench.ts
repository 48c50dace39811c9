/**
 * `npm run bench abuse`: a reader browsing a blog list (a page of visible posts and their total, as the site asks; a
 * new page each time, so never a cached answer) while one client keeps ten costly anonymous queries running against the lake (nested `*[]`
 * projections, which no dataset of this size can answer), through HTTP as callers see it.
 *
 * - `abuse.reader.p95` (and `.p50`, `.idle.p95` with no attack): the reader's latency, at 10,000 posts.
 * - `abuse.costly.max_ms`: the longest a costly query took to be answered (with the limit error).
 * - the same at 1,000 and 34 posts (`abuse.reader.1k.p95`, `abuse.reader.34.p95`, ...).
 * `ABUSE_POSTS=10000,1000,34` picks the sizes, `ABUSE_SECONDS=12` the length of each attack (0: the reader alone).
 */
import '../src/shared/quiet-warnings.ts'
import { rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { loadavg } from 'node:os'
import { VISIBLE_POST } from '@escrova/schemas/queries/visible-post'

const { buildFixture } = await import('./fixture.ts')
const { spawnLake } = await import('../../tests/support/lake.ts')

/** The reader's page: visible posts (the contract's rule), newest first, with their total and a card's fields. */
const PAGE_QUERY = `{
  "total": count(*[${VISIBLE_POST}]),
  "posts": *[${VISIBLE_POST}] | order(publishedAt desc, _id asc) [$start...$end] {
    _id, title, "slug": slug.current, publishedAt, "mainImage": mainImage{asset, alt, hotspot, crop},
    "author": author->{name, username}, "category": categories[0]->title
  }
}`
const POSTS_PER_PAGE = 21

const COSTLY = '*[]{ "x": *[]{ "y": *[] } }'
const ATTACKERS = 10
/** Anonymous callers are told apart by address; the whole 127/8 block is this machine. */
const ATTACKER_ADDRESS = '127.0.0.7'
const READER_ADDRESS = '127.0.0.8'
const IDLE_MS = 4_000
const ATTACK_MS = Number(process.env.ABUSE_SECONDS ?? 12) * 1000
const SIZES = (process.env.ABUSE_POSTS ?? '10000,1000,34').split(',').map(Number)

const print = (name: string, value: number, unit: string) =>
  console.log(`BENCH ${name} ${Math.round(value * 10) / 10} ${unit}`)

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]
}

/** An anonymous GET `data/query` from one local address; resolves with the status and the error type, if any. */
function queryFrom(
  agent: Agent,
  base: string,
  query: string,
  params: Record<string, unknown>,
): Promise<{ status: number; errorType?: string; description?: string }> {
  const url = new URL(`${base}/v2025-01-08/data/query/production`)
  url.searchParams.set('query', query)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(`$${name}`, JSON.stringify(value))
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => {
        const body = JSON.parse(text) as { error?: { type?: string; description?: string } }
        resolve({
          status: res.statusCode ?? 0,
          errorType: body.error?.type,
          description: body.error?.description,
        })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

/** Reads blog-list pages one after another until `until` passes; the latency of each. */
async function read(agent: Agent, base: string, posts: number, until: number, start = 0): Promise<number[]> {
  const pages = Math.max(1, Math.ceil(posts / POSTS_PER_PAGE))
  const samples: number[] = []
  for (let page = start; performance.now() < until; page++) {
    const from = (page % pages) * POSTS_PER_PAGE
    const started = performance.now()
    const answer = await queryFrom(agent, base, PAGE_QUERY, {
      start: from,
      end: from + POSTS_PER_PAGE,
    })
    if (answer.status !== 200) throw new Error(`the reader got ${answer.status}: ${answer.description}`)
    samples.push(performance.now() - started)
  }
  return samples
}

async function run(posts: number): Promise<void> {
  const suffix = posts === 10_000 ? '' : posts === 1_000 ? '.1k' : `.${posts}`
  const { store, dataDir } = buildFixture(posts)
  store.close()
  // Its own process, as deployed: the load generated here must not share the lake's event loop.
  const lake = await spawnLake({ dataDir })
  const reader = new Agent({ keepAlive: true, localAddress: READER_ADDRESS })
  const attacker = new Agent({ keepAlive: true, localAddress: ATTACKER_ADDRESS, maxSockets: ATTACKERS })
  try {
    // Warm up (the workers' first queries compile), then the reader alone.
    await read(reader, lake.url, posts, performance.now() + 1_000)
    const idle = await read(reader, lake.url, posts, performance.now() + IDLE_MS)

    print(`abuse.reader${suffix}.idle.p50`, percentile(idle, 50), 'ms')
    print(`abuse.reader${suffix}.idle.p95`, percentile(idle, 95), 'ms')
    if (ATTACK_MS === 0) return
    let attacking = true
    const costly: number[] = []
    const answers = new Map<string, number>()
    let sent = 0
    const attack = async () => {
      while (attacking) {
        const started = performance.now()
        // Each one different (an unused parameter), as an attacker would: the same query asked again while it is
        // evaluated would share that evaluation (lake/src/groq/pool/pool.ts).
        const answer = await queryFrom(attacker, lake.url, COSTLY, { attempt: sent++ })
        costly.push(performance.now() - started)
        const kind =
          answer.status === 200 ? 'result' : `${answer.status} ${answer.description?.split(':')[0]}`
        answers.set(kind, (answers.get(kind) ?? 0) + 1)
      }
    }
    const attackers = Array.from({ length: ATTACKERS }, attack)
    const underAttack = await read(reader, lake.url, posts, performance.now() + ATTACK_MS, 1_000)
    attacking = false
    await Promise.all(attackers)

    print(`abuse.reader${suffix}.p50`, percentile(underAttack, 50), 'ms')
    print(`abuse.reader${suffix}.p95`, percentile(underAttack, 95), 'ms')
    print(`abuse.reader${suffix}.answers`, underAttack.length, 'queries')
    print(`abuse.costly${suffix}.max_ms`, Math.max(...costly), 'ms')
    print(`abuse.costly${suffix}.answers`, costly.length, 'queries')
    for (const [kind, count] of answers) console.log(`# ${posts} posts, costly answered ${count}× ${kind}`)
  } finally {
    reader.destroy()
    attacker.destroy()
    await lake.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

for (const posts of SIZES) await run(posts)
console.log(
  `# load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on this machine`,
)
