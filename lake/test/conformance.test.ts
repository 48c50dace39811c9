/**
 * Conformance with Sanity's documentation. Each expectation comes from the documented behaviour (the section is
 * cited above each case), not from what the lake happens to return.
 */
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read field by field in assertions
type Json = any

let lake: TestLake
let client: SanityClient
let api: string
let auth: Record<string, string>

async function mutate(mutations: unknown[], query = '') {
  const response = await fetch(`${api}/data/mutate/production${query}`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ mutations }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, Json> }
}

beforeAll(async () => {
  lake = await startTestLake()
  client = lake.client()
  api = `${lake.url}/v2025-01-08`
  auth = { authorization: `Bearer ${lake.tokens.write}`, 'content-type': 'application/json' }
  await client
    .transaction()
    .create({ _id: 'person_ridley', _type: 'person', name: 'Ridley Scott' })
    .create({ _id: 'person_sigourney-weaver', _type: 'person', name: 'Sigourney Weaver' })
    .create({
      _id: 'movie_alien',
      _type: 'movie',
      title: 'Alien',
      releaseYear: 1979,
      genres: ['sci-fi', 'horror'],
      director: { _type: 'reference', _ref: 'person_ridley' },
      castMembers: [{ _key: 'c1', person: { _type: 'reference', _ref: 'person_sigourney-weaver' } }],
    })
    .create({
      _id: 'movie_blade',
      _type: 'movie',
      title: 'Blade Runner',
      releaseYear: 1982,
      genres: ['sci-fi'],
    })
    .create({
      _id: 'movie_gladiator',
      _type: 'movie',
      title: 'Gladiator',
      releaseYear: 2000,
      genres: ['drama'],
    })
    .commit()
})
afterAll(() => lake.stop())

// https://www.sanity.io/docs/http-query — "Query": GET with `query` and `$param` (JSON-encoded) parameters,
// POST with {query, params}; the response holds `ms`, `query` and `result`, and (https://www.sanity.io/docs/live-api-reference,
// "Sync Tags", API versions from 2021-03-25) `syncTags`.
describe('HTTP API: query', () => {
  it('GET with a JSON-encoded $param answers {ms, query, result, syncTags}', async () => {
    const query = '*[_type == "movie" && releaseYear >= $year].title'
    const url = `${api}/data/query/production?query=${encodeURIComponent(query)}&$year=1980`
    const body = (await (await fetch(url)).json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['ms', 'query', 'result', 'syncTags'])
    expect(body.syncTags).toEqual([expect.stringMatching(/^s1:[\w-]+$/)])
    expect(body.query).toBe(query)
    expect(body.result).toEqual(['Blade Runner', 'Gladiator'])
  })

  it('POST {query, params} gives the same answer', async () => {
    const response = await fetch(`${api}/data/query/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '*[_type == "movie" && title == $title][0].releaseYear',
        params: { title: 'Alien' },
      }),
    })
    expect(((await response.json()) as { result: unknown }).result).toBe(1979)
  })
})

// https://www.sanity.io/docs/query-cheat-sheet — GROQ examples: filters, slices, ordering, projections,
// references, joins and counts.
describe('GROQ cheat sheet', () => {
  const cases: Array<[string, unknown]> = [
    [
      '*[_type == "movie" && releaseYear >= 1979 && releaseYear < 1990] | order(releaseYear).title',
      ['Alien', 'Blade Runner'],
    ],
    [
      '*[_type in ["movie", "person"] && _id in ["movie_alien", "person_ridley"]]._id | order(@)',
      ['movie_alien', 'person_ridley'],
    ],
    ['*[_type == "movie" && "horror" in genres].title', ['Alien']],
    ['*[_type == "movie"] | order(releaseYear desc)[0...2].title', ['Gladiator', 'Blade Runner']], // `...` excludes the end
    ['*[_type == "movie"] | order(releaseYear desc)[0..1].title', ['Gladiator', 'Blade Runner']], // `..` includes it
    ['count(*[_type == "movie"])', 3],
    [
      '*[_id == "movie_alien"][0]{title, "directorName": director->name}',
      { title: 'Alien', directorName: 'Ridley Scott' },
    ],
    ['*[_type == "movie" && references("person_sigourney-weaver")].title', ['Alien']],
    ['*[_id == "movie_alien"][0].castMembers[].person->name', ['Sigourney Weaver']],
    [
      '*[_type == "person" && count(*[_type == "movie" && references(^._id)]) > 0].name',
      ['Ridley Scott', 'Sigourney Weaver'],
    ],
    ['*[_type == "movie" && title match "glad*"].title', ['Gladiator']],
    ['*[_type == "movie" && !defined(director)] | order(title).title', ['Blade Runner', 'Gladiator']],
    ['*[_id == "movie_blade"][0]{"name": coalesce(subtitle, title)}', { name: 'Blade Runner' }],
    ['*[_id == "movie_alien"][0]{"era": select(releaseYear < 1980 => "70s", "later")}', { era: '70s' }],
    ['*[_type == "movie"] | order(releaseYear asc)[0]{title, ...}.releaseYear', 1979],
  ]
  it.each(cases)('%s', async (query, expected) => {
    const result = await client.fetch(query)
    expect(
      Array.isArray(expected) && Array.isArray(result) && query.includes('| order(@)') ? result : result,
    ).toEqual(expected)
  })
})

// https://www.sanity.io/docs/http-doc — "Doc": documents by id; ids not returned are listed in `omitted` with the
// reason (`existence` when there is no such document).
describe('HTTP API: doc', () => {
  it('returns documents and omitted ids', async () => {
    const body = (await (
      await fetch(`${api}/data/doc/production/movie_alien,nope`, { headers: auth })
    ).json()) as Json
    expect(body.documents.map((doc: { _id: string }) => doc._id)).toEqual(['movie_alien'])
    expect(body.omitted).toEqual([{ id: 'nope', reason: 'existence' }])
  })
})

// https://www.sanity.io/docs/http-mutations — "Mutations": create, createOrReplace, createIfNotExists, delete,
// patch; transactions are all-or-nothing; `_id` ending in `.` is a prefix for a generated id; returnIds,
// returnDocuments, dryRun and transactionId.
describe('HTTP API: mutations', () => {
  it('create with an _id ending in "." uses it as a prefix', async () => {
    const { status, body } = await mutate([{ create: { _id: 'movie.', _type: 'movie' } }], '?returnIds=true')
    expect(status).toBe(200)
    expect(body.results[0].id).toMatch(/^movie\.[A-Za-z0-9]+$/)
    expect(body.results[0].operation).toBe('create')
  })

  it('createIfNotExists silently does nothing when the document exists; createOrReplace replaces it', async () => {
    await mutate([{ createIfNotExists: { _id: 'movie_alien', _type: 'movie', title: 'Other' } }])
    expect((await client.getDocument('movie_alien'))?.title).toBe('Alien')
    await mutate([{ createOrReplace: { _id: 'tmp_replace', _type: 'movie', title: 'A', extra: 1 } }])
    await mutate([{ createOrReplace: { _id: 'tmp_replace', _type: 'movie', title: 'B' } }])
    const doc = await client.getDocument('tmp_replace')
    expect(doc?.title).toBe('B')
    expect(doc?.extra).toBeUndefined()
  })

  it('delete by query removes every matching document', async () => {
    await mutate([
      { create: { _id: 'feature_1', _type: 'feature', viewCount: 1 } },
      { create: { _id: 'feature_2', _type: 'feature', viewCount: 10 } },
    ])
    await mutate([{ delete: { query: "*[_type == 'feature' && viewCount < 5]" } }])
    expect(await client.fetch('*[_type == "feature"]._id')).toEqual(['feature_2'])
  })

  it('returnDocuments returns the changed documents; dryRun changes nothing', async () => {
    const returned = await mutate(
      [{ create: { _id: 'dry_1', _type: 'movie', title: 'Dry' } }],
      '?returnDocuments=true&dryRun=true',
    )
    expect(returned.body.results[0].document).toMatchObject({ _id: 'dry_1', title: 'Dry' })
    expect(await client.getDocument('dry_1')).toBeUndefined()
  })

  it('a transaction with a failing mutation applies nothing', async () => {
    const { status } = await mutate([
      { create: { _id: 'tx_ok', _type: 'movie' } },
      { create: { _id: 'movie_alien', _type: 'movie' } },
    ])
    expect(status).toBe(409)
    expect(await client.getDocument('tx_ok')).toBeUndefined()
  })

  it('the transactionId parameter becomes the transaction id', async () => {
    const { body } = await mutate(
      [{ create: { _id: 'tx_named', _type: 'movie' } }],
      '?transactionId=my-own-id',
    )
    expect(body.transactionId).toBe('my-own-id')
  })
})

// https://www.sanity.io/docs/http-patches — "Patches": set, setIfMissing, unset, insert (before / after / replace),
// inc, dec, diffMatchPatch and ifRevisionID, addressed with JSONMatch paths.
describe('HTTP API: patches', () => {
  beforeAll(async () => {
    await mutate([
      {
        create: {
          _id: 'person-1234',
          _type: 'person',
          name: 'Remington',
          roles: ['Detective', 'Agent', 'Thief', 'Spy'],
          stats: { visitorCount: 10, remainingTickets: 5 },
          aboutADog: 'The rabid dog',
          age: 40,
        },
      },
    ])
  })
  const patch = (operations: Record<string, unknown>) =>
    mutate([{ patch: { id: 'person-1234', ...operations } }])
  const doc = async () => (await client.getDocument('person-1234')) as Record<string, Json>

  it('set replaces values, also nested by path', async () => {
    await patch({ set: { name: 'Remington Steele', 'stats.visitorCount': 11 } })
    expect(await doc()).toMatchObject({ name: 'Remington Steele', stats: { visitorCount: 11 } })
  })

  it('setIfMissing only sets absent values', async () => {
    await patch({ setIfMissing: { name: 'Someone else', reviews: [] } })
    expect(await doc()).toMatchObject({ name: 'Remington Steele', reviews: [] })
  })

  it('unset removes the listed paths', async () => {
    await patch({ unset: ['age'] })
    expect((await doc()).age).toBeUndefined()
  })

  it('insert before, after and replace', async () => {
    await patch({ insert: { before: 'roles[0]', items: ['Senior Detective'] } })
    await patch({ insert: { after: 'roles[-1]', items: ['Retired'] } })
    expect((await doc()).roles).toEqual(['Senior Detective', 'Detective', 'Agent', 'Thief', 'Spy', 'Retired'])
    await patch({ insert: { replace: 'roles[2:]', items: ['Detective Inspector'] } })
    expect((await doc()).roles).toEqual(['Senior Detective', 'Detective', 'Detective Inspector'])
  })

  it('inc and dec add to and subtract from numbers', async () => {
    await patch({ inc: { 'stats.visitorCount': 1 }, dec: { 'stats.remainingTickets': 2 } })
    expect((await doc()).stats).toEqual({ visitorCount: 12, remainingTickets: 3 })
  })

  it('diffMatchPatch applies a text patch: "The rabid dog" becomes "The nice dog"', async () => {
    await patch({ diffMatchPatch: { aboutADog: '@@ -1,13 +1,12 @@\n The \n-rabid\n+nice\n  dog\n' } })
    expect((await doc()).aboutADog).toBe('The nice dog')
  })

  it('ifRevisionID: the patch applies only at that revision; otherwise 409 and nothing changes', async () => {
    const current = await doc()
    const ok = await patch({ ifRevisionID: current._rev, set: { name: 'Laura Holt' } })
    expect(ok.status).toBe(200)
    const stale = await patch({ ifRevisionID: current._rev, set: { name: 'Mildred' } })
    expect(stale.status).toBe(409)
    expect((await doc()).name).toBe('Laura Holt')
  })
})

// https://www.sanity.io/docs/groq-functions — "sanity::projectId()" and "sanity::dataset()" return the project and
// dataset the query runs in: here the lake's configured ones.
describe('GROQ: sanity:: functions', () => {
  it('answer the configured project id and the queried dataset', async () => {
    const other = await startTestLake({ projectId: 'another-project', dataset: 'staging' })
    try {
      const result = await other
        .client()
        .withConfig({ dataset: 'staging' })
        .fetch('{"project": sanity::projectId(), "dataset": sanity::dataset()}')
      expect(result).toEqual({ project: 'another-project', dataset: 'staging' })
    } finally {
      await other.stop()
    }
  })
})
