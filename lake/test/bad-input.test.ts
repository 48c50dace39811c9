/** Bad input gets a clear 4xx in Sanity's error shapes and changes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake
let api: string
let auth: Record<string, string>

beforeAll(async () => {
  lake = await startTestLake()
  api = `${lake.url}/v2025-01-08`
  auth = { authorization: `Bearer ${lake.tokens.write}`, 'content-type': 'application/json' }
  await lake.client().create({ _id: 'keep', _type: 'thing', v: 1 })
})

afterAll(() => lake.stop())

async function documentCount(): Promise<number> {
  return lake.client().fetch('count(*)', {}, { perspective: 'raw' })
}

describe('bad input', () => {
  it('malformed JSON on mutate → 400, nothing changed', async () => {
    const before = await documentCount()
    const response = await fetch(`${api}/data/mutate/production`, {
      method: 'POST',
      headers: auth,
      body: '{"mutations": [',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' })
    expect(await documentCount()).toBe(before)
  })

  it('oversize mutate body → 413, nothing changed', async () => {
    const before = await documentCount()
    const big = JSON.stringify({
      mutations: [{ create: { _type: 'thing', blob: 'x'.repeat(5 * 1024 * 1024) } }],
    })
    const response = await fetch(`${api}/data/mutate/production`, {
      method: 'POST',
      headers: auth,
      body: big,
    })
    expect(response.status).toBe(413)
    expect(await documentCount()).toBe(before)
  })

  it('unknown mutation type → 400 mutationError, nothing changed', async () => {
    const response = await fetch(`${api}/data/mutate/production`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ mutations: [{ patch: { id: 'keep', set: { v: 2 } } }, { explode: {} }] }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { type: string; items: Array<{ index: number }> } }
    expect(body.error.type).toBe('mutationError')
    expect(body.error.items[0].index).toBe(1)
    expect((await lake.client().getDocument('keep'))?.v).toBe(1)
  })

  it('create without _type → 400', async () => {
    const error = await lake
      .client()
      .create({ _id: 'typeless' } as never)
      .catch((e) => e)
    expect(error.statusCode).toBe(400)
  })

  it('malformed GROQ → 400 queryParseError with start/end', async () => {
    const response = await fetch(`${api}/data/query/production?query=${encodeURIComponent('*[_type == ')}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: Record<string, unknown> }
    expect(body.error).toMatchObject({ type: 'queryParseError', query: '*[_type == ' })
    expect(typeof body.error.start).toBe('number')
  })

  it('a param that is not JSON → 400', async () => {
    const response = await fetch(`${api}/data/query/production?query=*[_id==$id]&$id=keep`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('$id')
  })

  it('missing query → 400; a perspective no release id can be, or raw in a stack → 400', async () => {
    expect((await fetch(`${api}/data/query/production`)).status).toBe(400)
    // A single name such as `nonsense` is a release id (a stack of one release over published), as on hosted Sanity.
    for (const perspective of ['no such', 'r1,raw', 'drafts.x', 'r1,,drafts']) {
      const response = await fetch(
        `${api}/data/query/production?query=*&perspective=${encodeURIComponent(perspective)}`,
      )
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toContain('perspective')
    }
  })

  it('unknown dataset → 404 with the hosted message', async () => {
    const response = await fetch(`${api}/data/query/staging?query=*`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      message: 'Dataset "staging" not found for project ID "escrova"',
    })
    const mutate = await fetch(`${api}/data/mutate/staging`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ mutations: [{ create: { _type: 'x' } }] }),
    })
    expect(mutate.status).toBe(404)
  })

  it('unknown route → 404, wrong method → 405', async () => {
    expect((await fetch(`${api}/data/nothing/production`)).status).toBe(404)
    expect((await fetch(`${lake.url}/data/query/production?query=*`)).status).toBe(404)
    const wrong = await fetch(`${api}/data/mutate/production`, { headers: auth })
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toContain('POST')
  })

  it('any api version prefix and any Host header are accepted', async () => {
    for (const version of ['v1', 'vX', 'v2021-06-07']) {
      const response = await fetch(`${lake.url}/${version}/data/query/production?query=count(*)`)
      expect(response.status).toBe(200)
    }
  })
})

describe('CORS', () => {
  it('allows listed origins (wildcards) and refuses others', async () => {
    const ok = await fetch(`${api}/data/query/production?query=1`, {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const sub = await fetch(`${api}/data/query/production?query=1`, {
      headers: { origin: 'https://escrova.localhost:7743' },
    })
    expect(sub.headers.get('access-control-allow-origin')).toBe('https://escrova.localhost:7743')
    const preflight = await fetch(`${api}/data/mutate/production`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-headers': 'authorization' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    const evil = await fetch(`${api}/data/mutate/production`, {
      method: 'POST',
      headers: { ...auth, origin: 'https://evil.example' },
      body: JSON.stringify({ mutations: [{ create: { _id: 'evil', _type: 'x' } }] }),
    })
    expect(evil.status).toBe(403)
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
    expect(await lake.client().getDocument('evil')).toBeUndefined()
  })
})
