/**
 * Bounded queries (lake/README.md "Query limits"): a costly query is stopped at its time limit and answered with
 * Sanity's `queryExecutionError`, while other callers' queries, mutations and listen events keep flowing; a result
 * over the size limit is refused the same way; one caller's queue never holds up another caller.
 */
import { request } from 'node:http'
import type { MutationEvent } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { waitFor } from '../../tests/support/wait.ts'
import { queryPoolOf } from '../src/groq/pool/pool.ts'

/** Counts nested four deep over 120 documents: about 120⁵ steps, with a one-number result. */
const COSTLY = 'count(*[count(*[count(*[count(*[]) > 0]) > 0]) > 0])'
/** Anonymous callers are told apart by address: the whole 127/8 block is this machine. */
const ATTACKER = '127.0.0.7'
const READER = '127.0.0.8'

let lake: TestLake
/** About 300 bytes each: all 120 are over the anonymous result-size limit set below, ten are well under it. */
const noteText = (n: number) => `Note number ${n}. `.repeat(18)

interface Answer {
  status: number
  retryAfter?: string
  body: { result?: unknown; error?: { type: string; description: string } | string; message?: string }
}

/**
 * An anonymous `data/query` from a given local address (the client libraries cannot pick one), as a GET, or as a
 * POST when `post` (parameters too large for a URL).
 */
function queryFrom(
  address: string,
  query: string,
  params: Record<string, unknown> = {},
  post = false,
): Promise<Answer> {
  const url = new URL(`${lake.url}/v2025-01-08/data/query/production`)
  if (!post) {
    url.searchParams.set('query', query)
    for (const [name, value] of Object.entries(params))
      url.searchParams.set(`$${name}`, JSON.stringify(value))
  }
  const options = post
    ? { localAddress: address, method: 'POST', headers: { 'content-type': 'application/json' } }
    : { localAddress: address }
  return new Promise((resolve, reject) => {
    const req = request(url, options, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers['retry-after'],
          body: JSON.parse(text),
        }),
      )
    })
    req.on('error', reject)
    req.end(post ? JSON.stringify({ query, params }) : undefined)
  })
}

/** A promise and whether it has settled yet. */
function track<T>(promise: Promise<T>): { promise: Promise<T>; settled: () => boolean } {
  let settled = false
  void promise.then(
    () => {
      settled = true
    },
    () => {
      settled = true
    },
  )
  return { promise, settled: () => settled }
}

beforeAll(async () => {
  // A long anonymous limit leaves a wide window to see other work pass while the costly query runs; the answer
  // checked is the same at any limit. The result-size limit is small enough to reach with these documents.
  lake = await startTestLake({
    queries: { anonymous: { timeLimitMs: 8_000, maxResultBytes: 20_000 } },
  })
  const transaction = lake.client().transaction()
  for (let i = 0; i < 120; i++)
    transaction.create({ _id: `note-${i}`, _type: 'note', n: i, text: noteText(i) })
  await transaction.commit()
})
afterAll(() => lake?.stop())

describe('query limits', () => {
  it('stops costly queries at the time limit while another caller, a mutation and a listener go on', async () => {
    const pool = queryPoolOf(lake.runtime.store)
    const stoppedBefore = pool.stats().stopped.inWorker
    const writer = lake.client()
    const events: MutationEvent[] = []
    let welcomed!: () => void
    const welcome = new Promise<void>((resolve) => {
      welcomed = resolve
    })
    const subscription = writer
      .listen('*[_type == "note"]', {}, { events: ['welcome', 'mutation'] } as never)
      .subscribe((event: { type: string }) => {
        if (event.type === 'welcome') welcomed()
        else events.push(event as MutationEvent)
      })
    await welcome

    // Ten different costly queries from one client (an unused parameter each): one evaluates, nine wait their turn.
    const costly = Array.from({ length: 10 }, (_, attempt) => track(queryFrom(ATTACKER, COSTLY, { attempt })))
    await waitFor(() => pool.stats(), { accept: (stats) => stats.running >= 1 && stats.waiting >= 9 })

    // Meanwhile: another client's cheap query, a mutation and its listen event.
    const cheap = await queryFrom(READER, '*[_type == "note" && n == $n][0]{n, text}', { n: 42 })
    expect(cheap).toEqual({
      status: 200,
      body: expect.objectContaining({ result: { n: 42, text: noteText(42) } }),
    })
    await writer.patch('note-7').set({ edited: true }).commit()
    await waitFor(() => events.find((event) => event.documentId === 'note-7'))
    const seenByReader = await queryFrom(READER, '*[_id == "note-7"][0].edited')
    expect(seenByReader.body.result).toBe(true)
    expect(costly.filter((query) => query.settled())).toHaveLength(0)
    subscription.unsubscribe()

    // The one evaluating is stopped (400, as hosted Sanity stops a query); the nine still waiting for their turn are
    // told to come back (429 with Retry-After, as hosted Sanity answers a caller over its concurrent share).
    const answers = await Promise.all(costly.map((query) => query.promise))
    const stopped = answers.filter((answer) => answer.status === 400)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(stopped.length + refused.length).toBe(answers.length)
    expect(stopped.length).toBeGreaterThanOrEqual(1)
    expect(refused.length).toBeGreaterThanOrEqual(1)
    for (const answer of stopped)
      expect(answer.body).toEqual({
        error: {
          type: 'queryExecutionError',
          description: expect.stringContaining('exceeded the time limit of 8000 ms and was stopped'),
        },
      })
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('1')
      expect(answer.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: expect.stringContaining('exceeded the time limit of 8000 ms waiting for its turn'),
      })
    }
    // The evaluation itself stopped: its worker answered the limit error (its scans check the clock).
    expect(pool.stats().stopped.inWorker).toBeGreaterThan(stoppedBefore)
    expect(await queryFrom(ATTACKER, 'count(*[_type == "note"])')).toMatchObject({
      status: 200,
      body: { result: 120 },
    })
  })

  it("shares one evaluation among a caller's identical queries, never with another caller's", async () => {
    const pool = queryPoolOf(lake.runtime.store)
    // The reader's turn is taken by a query of a few seconds (within the time limit, which the waiting counts
    // towards), so its next query waits: nothing evaluates it before every repeat has arrived, even on a slow
    // machine. New texts: no earlier answer is cached.
    const holding = queryFrom(READER, `count(*[count(*[count(*[]) > 0]) > 0]) + ${Date.now()}`)
    await waitFor(() => pool.stats(), { accept: (stats) => stats.running >= 1 })
    const offset = Date.now() % 1000
    const query = `count(*[count(*[]) > 0]) + ${offset}`
    const joinedBefore = pool.stats().joined
    const repeats = Array.from({ length: 4 }, () => queryFrom(READER, query))
    // The reader's three repeats joined its first, which waits for the reader's turn.
    await waitFor(() => pool.stats().joined - joinedBefore, { accept: (joined) => joined === 3 })
    // The other caller's same query takes its own turn, at once: it neither joins nor waits in the reader's queue.
    expect(await queryFrom(ATTACKER, query)).toMatchObject({ status: 200, body: { result: 120 + offset } })
    expect(pool.stats().joined - joinedBefore).toBe(3)
    for (const answer of await Promise.all(repeats))
      expect(answer).toMatchObject({ status: 200, body: { result: 120 + offset } })
    expect((await holding).status).toBe(200)
  })

  it('terminates the worker of a costly query that does not stop by itself', async () => {
    const pool = queryPoolOf(lake.runtime.store)
    const before = pool.stats().stopped.byTermination
    // No document scan to check the clock in: a parameter filtered against itself, 3000² steps.
    const numbers = Array.from({ length: 3000 }, (_, i) => i + 1)
    const answer = await queryFrom(ATTACKER, 'count($n[count($n[@ > 0]) > 0])', { n: numbers }, true)
    expect(answer).toEqual({
      status: 400,
      body: {
        error: {
          type: 'queryExecutionError',
          description: expect.stringContaining('exceeded the time limit of 8000 ms and was stopped'),
        },
      },
    })
    expect(pool.stats().stopped.byTermination).toBe(before + 1)
    // Another worker took its place: this client's next query is answered.
    expect(await queryFrom(ATTACKER, '*[_id == "note-3"][0].n')).toMatchObject({
      status: 200,
      body: { result: 3 },
    })
  })

  it('refuses a result over the size limit, and answers the same query sliced', async () => {
    const whole = await queryFrom(READER, '*[_type == "note"]{text}')
    expect(whole.status).toBe(400)
    expect(whole.body).toEqual({
      error: {
        type: 'queryExecutionError',
        description: expect.stringContaining('exceeds the size limit of 20000 bytes'),
      },
    })
    const page = await queryFrom(READER, '*[_type == "note"] | order(n asc) [0...10]{n}')
    expect(page.body.result).toEqual(Array.from({ length: 10 }, (_, n) => ({ n })))
    // A token's limits are larger (50 MB by default): the same query answers whole.
    const withToken = await lake.client('read').fetch<Array<{ text: string }>>('*[_type == "note"]{text}')
    expect(withToken).toHaveLength(120)
  })

  it('answers a query that cannot parse as before, from the worker', async () => {
    const answer = await queryFrom(READER, '*[_type == ')
    expect(answer.status).toBe(400)
    expect(answer.body.error).toMatchObject({ type: 'queryParseError' })
  })
})
