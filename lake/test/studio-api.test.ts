import http2 from 'node:http2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

/** The account, key-value, history and search endpoints the Studio needs, and the HTTP/2 + TLS listener. */
let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake({ tlsPort: 0 })
})
afterAll(async () => {
  await lake?.stop()
})

async function api(path: string, token: 'write' | 'read' | null = 'write', init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (token) headers.set('authorization', `Bearer ${lake.tokens[token]}`)
  const response = await fetch(`${lake.url}/v2025-01-08${path}`, { ...init, headers })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, body, text, type: response.headers.get('content-type') ?? '' }
}

describe('account endpoints', () => {
  it('users/me reflects the token: administrator, viewer, or nobody', async () => {
    expect((await api('/users/me')).body).toMatchObject({ role: 'administrator', id: expect.any(String) })
    expect((await api('/users/me', 'read')).body).toMatchObject({ role: 'viewer' })
    expect((await api('/users/me', null)).body).toEqual({})
  })

  it('the dataset ACL grants update to the administrator only', async () => {
    const admin = (await api('/projects/escrova/datasets/production/acl')).body as Array<{
      permissions: string[]
    }>
    const viewer = (await api('/projects/escrova/datasets/production/acl', 'read')).body as Array<{
      permissions: string[]
    }>
    expect(admin.flatMap((grant) => grant.permissions)).toEqual(
      expect.arrayContaining(['read', 'create', 'update']),
    )
    expect(viewer.flatMap((grant) => grant.permissions)).toContain('read')
    expect(viewer.flatMap((grant) => grant.permissions)).not.toContain('update')
    expect((await api('/projects/escrova/datasets/nope/acl')).status).toBe(404)
  })

  it('project, datasets, grants, features and ping', async () => {
    expect((await api('/projects/escrova')).body).toMatchObject({ id: 'escrova' })
    expect((await api('/projects/other')).status).toBe(404)
    expect((await api('/projects/escrova/datasets')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'production' })]),
    )
    expect((await api('/projects/escrova/grants')).body).toHaveProperty('sanity.project')
    expect((await api('/features')).body).toEqual([
      'studioComments',
      'sanityTasks',
      'contentReleases',
      'singleDocRelease',
    ])
    const ping = await api('/ping', null)
    expect(ping).toMatchObject({ status: 200, text: 'PONG' })
  })

  it('answers 404 for the hosted-only services the Studio probes', async () => {
    for (const path of [
      '/journey/trial',
      '/projects/escrova/user-applications',
      '/schedules/escrova/production',
      '/intake/x',
      '/help',
    ]) {
      expect((await api(path)).status, path).toBe(404)
    }
    const help = await fetch(`${lake.url}/v1/help`)
    expect(help.status).toBe(404)
  })
})

describe('users/me/keyvalue', () => {
  it('stores values per user and survives a restart', async () => {
    const put = await api('/users/me/keyvalue', 'write', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ key: 'studio.structure-tool.layout', value: { layout: 'detail' } }]),
    })
    expect(put.body).toEqual([{ key: 'studio.structure-tool.layout', value: { layout: 'detail' } }])
    const mine = await api('/users/me/keyvalue/studio.structure-tool.layout,missing.key')
    expect(mine.body).toEqual([
      { key: 'studio.structure-tool.layout', value: { layout: 'detail' } },
      { key: 'missing.key', value: null },
    ])
    const theirs = await api('/users/me/keyvalue/studio.structure-tool.layout', 'read')
    expect(theirs.body).toEqual([{ key: 'studio.structure-tool.layout', value: null }])
    expect((await api('/users/me/keyvalue/x', null)).status).toBe(401)
    const bad = await api('/users/me/keyvalue', 'write', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ value: 1 }]),
    })
    expect(bad.status).toBe(400)

    const dataDir = lake.dataDir
    await lake.close()
    const again = await startTestLake({ dataDir, tlsPort: false })
    try {
      const response = await fetch(`${again.url}/v1/users/me/keyvalue/studio.structure-tool.layout`, {
        headers: { authorization: `Bearer ${again.tokens.write}` },
      })
      expect(await response.json()).toEqual([
        { key: 'studio.structure-tool.layout', value: { layout: 'detail' } },
      ])
    } finally {
      await again.close()
    }
    lake = await startTestLake({ dataDir, tlsPort: 0 })
  })
})

describe('data/history', () => {
  it('lists transactions as NDJSON with mendoza effects and returns a document at a revision', async () => {
    const client = lake.client('write')
    const first = await client.create({ _id: 'drafts.post-history', _type: 'post', title: 'First title' })
    await client.patch('drafts.post-history').set({ title: 'Second title' }).commit()
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.post-history',
      publishedId: 'post-history',
    })

    const log = await api(
      '/data/history/production/transactions/post-history,drafts.post-history?effectFormat=mendoza&excludeContent=true',
    )
    expect(log.type).toContain('application/x-ndjson')
    const lines = log.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatchObject({ id: first._rev, documentIDs: ['drafts.post-history'] })
    expect(lines[0].effects['drafts.post-history'].revert).toEqual([0, null])
    expect(lines[1].effects['drafts.post-history'].apply[1].title).toBe('Second title')
    expect(lines[2].documentIDs.sort()).toEqual(['drafts.post-history', 'post-history'])
    expect(lines[2].effects['drafts.post-history'].apply).toEqual([0, null])

    const atFirst = await api(`/data/history/production/documents/drafts.post-history?revision=${first._rev}`)
    expect(atFirst.body).toMatchObject({ documents: [{ _id: 'drafts.post-history', title: 'First title' }] })

    const events = (await api('/data/history/production/events/documents/post-history')).body as {
      events: Record<string, Array<{ type: string }>>
    }
    expect(events.events['post-history'].map((event) => event.type)).toEqual([
      'publishDocumentVersion',
      'createDocumentVersion',
    ])
    expect((await api('/data/history/production/transactions/post-history', null)).status).toBe(401)
  })
})

describe('text::query()', () => {
  it('matches words and prefixes in the fields the Studio search boosts', async () => {
    const client = lake.client('write')
    await client.createOrReplace({
      _id: 'post-search-a',
      _type: 'post',
      title: 'Escrow protects online sellers',
    })
    await client.createOrReplace({
      _id: 'post-search-b',
      _type: 'post',
      title: 'Paying freelancers in Lagos',
    })
    const query = `*[_type in $__types] | score(boost(_type in ["post"] && title match text::query($__query), 10), ([@, _id] match text::query($__query))) [_score > 0] {_id} | order(_score desc)`
    const hits = await client.fetch(query, { __types: ['post'], __query: 'sell*' })
    expect(hits).toEqual([{ _id: 'post-search-a' }])
    expect(
      await client.fetch(
        '*[_id in ["post-search-a","post-search-b"] && title match text::query("paying lagos")]._id',
      ),
    ).toEqual(['post-search-b'])
    const everything = await client.fetch(
      'count(*[_id in ["post-search-a","post-search-b"] && [@, _id] match text::query("")])',
    )
    expect(everything).toBe(2)
  })
})

describe('HTTP/2 + TLS listener', () => {
  it('serves the same API over HTTP/2 with a certificate for *.localhost', async () => {
    expect(lake.tlsUrl).toMatch(/^https:\/\/localhost:\d+$/)
    const port = new URL(lake.tlsUrl as string).port
    // As Chromium does for https://escrova.localhost: loopback address, project host name in SNI.
    const session = http2.connect(`https://127.0.0.1:${port}`, {
      rejectUnauthorized: false,
      servername: 'escrova.localhost',
    })
    try {
      const result = await new Promise<{ status: number; body: string; alpn: string | false | undefined }>(
        (resolve, reject) => {
          const stream = session.request({
            ':path': '/v2025-01-08/users/me',
            authorization: `Bearer ${lake.tokens.read}`,
          })
          let body = ''
          let status = 0
          stream.on('response', (headers) => {
            status = Number(headers[':status'])
          })
          stream.setEncoding('utf8')
          stream.on('data', (chunk) => {
            body += chunk
          })
          stream.on('end', () => resolve({ status, body, alpn: session.alpnProtocol }))
          stream.on('error', reject)
        },
      )
      expect(result.alpn).toBe('h2')
      expect(result.status).toBe(200)
      expect(JSON.parse(result.body)).toMatchObject({ role: 'viewer' })
      const socket = session.socket as import('node:tls').TLSSocket
      const altNames = socket.getPeerCertificate().subjectaltname ?? ''
      expect(altNames).toContain('DNS:*.localhost')
      expect(altNames).toContain('DNS:localhost')
    } finally {
      session.close()
    }
  })
})

describe('the sign-in provider', () => {
  it('lists one login provider whose page returns only to allowed origins', async () => {
    const providers = (await api('/auth/providers', null)).body as {
      providers: Array<{ name: string; url: string }>
    }
    expect(providers.providers).toHaveLength(1)
    expect(providers.providers[0].url).toMatch(/\/v1\/auth\/sign-in$/)
    const page = await api('/auth/sign-in?origin=http%3A%2F%2Flocalhost%3A3333%2F&projectId=escrova', null)
    expect(page.status).toBe(200)
    expect(page.type).toContain('text/html')
    expect(page.text).toContain('value="http://localhost:3333/"')
    expect((await api('/auth/sign-in?origin=https%3A%2F%2Fevil.example', null)).status).toBe(403)
    expect((await api('/auth/sign-in?origin=nonsense', null)).status).toBe(400)
  })
})
