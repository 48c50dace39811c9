/**
 * Security checks across the parts: no token in any built asset of the site or the Studio; no anonymous access to
 * private documents (drafts, `waitList.*`, pending comments) by query, doc or listen; security headers on the site
 * server and the function.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { CONTENT_API } from '@escrova/schemas/settings'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSite, startSiteServer } from '../../site/server/serve.ts'
import { ensureStudioBuild } from '../studio/support/build.ts'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { type BuiltSite, buildTestSite } from '../support/site.ts'
import { localLakeTokens, scanForTokens } from './support/scan.ts'
import { waitFor } from './support/traffic.ts'

const ROOT = resolve(import.meta.dirname, '../..')

// Known secrets: set before the site build, so if this run builds the site, the build's lake and environment carry
// them (the lake reads LAKE_*_TOKEN; the SANITY_* ones are what an operator might have exported in the same shell).
const SECRETS = {
  LAKE_WRITE_TOKEN: `skw${'7f3a9c21'.repeat(6)}`,
  LAKE_READ_TOKEN: `skr${'4be80d16'.repeat(6)}`,
  SANITY_WRITE_TOKEN: `skSystemWrite${'93ab17'.repeat(5)}`,
  SANITY_API_TOKEN: `skSystemApi${'5c02e4'.repeat(5)}`,
  SANITY_AUTH_TOKEN: `skSystemAuth${'b71d90'.repeat(5)}`,
}

describe('no credential in any built asset', () => {
  let built: BuiltSite

  beforeAll(async () => {
    const saved = { ...process.env }
    Object.assign(process.env, SECRETS)
    try {
      built = await buildTestSite()
    } finally {
      for (const name of Object.keys(SECRETS)) if (!(name in saved)) delete process.env[name]
    }
  }, 600_000)

  const known = () => [...Object.values(SECRETS), ...localLakeTokens(ROOT)]

  it('the scanner finds a planted token (so a clean scan means something)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scan-check-'))
    try {
      writeFileSync(
        join(dir, 'a.js'),
        `const c=createClient({projectId:"x",token:"${SECRETS.SANITY_API_TOKEN}"})`,
      )
      writeFileSync(join(dir, 'b.js'), `fetch(u,{headers:{Authorization:"Bearer abcdefghijklmnop0123"}})`)
      writeFileSync(join(dir, 'c.html'), `<script>window.t="${SECRETS.LAKE_WRITE_TOKEN}"</script>`)
      const files = new Set(scanForTokens(dir, known()).map((finding) => finding.file))
      expect(files).toEqual(new Set(['a.js', 'b.js', 'c.html']))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('the site build (tests/support/site.ts) holds no token', () => {
    expect(scanForTokens(built.clientDir, known())).toEqual([])
  })

  it('the built Studio holds no token', async () => {
    expect(scanForTokens(await ensureStudioBuild(), known())).toEqual([])
  }, 900_000)
})

describe('no anonymous access to private documents', () => {
  let lake: TestLake
  const PRIVATE_IDS = [
    'drafts.post-secret-plan',
    'waitList.system-sec-1',
    'drafts.comment-system-sec-pending',
  ]

  beforeAll(async () => {
    lake = await startTestLake({ seed: true })
    await lake
      .client('write')
      .transaction()
      .create({
        _id: PRIVATE_IDS[0],
        _type: 'post',
        title: 'Unannounced pricing',
        slug: { current: 'secret-plan' },
      })
      .create({
        _id: PRIVATE_IDS[1],
        _type: 'waitListApplication',
        fullName: 'Private Person',
        email: 'private.person@example.com',
        phone: '+234 802 000 0000',
        delivery: { status: 'pending', attempts: 0 },
      })
      .create({
        _id: PRIVATE_IDS[2],
        _type: 'comment',
        name: 'Pending',
        text: 'Awaiting moderation',
        moderationStatus: 'pending',
      })
      .commit({ visibility: 'sync' })
  })
  afterAll(() => lake?.stop())

  const api = (path: string) => `${lake.url}/v${CONTENT_API.apiVersion}/data/${path}`

  it.each(['published', 'drafts', 'raw', undefined])(
    'query with perspective %s sees nothing private',
    async (perspective) => {
      const query = encodeURIComponent(
        '*[_id in $ids || _id in path("drafts.**") || _id in path("waitList.**") || _type == "waitListApplication" || moderationStatus != "approved" && _type == "comment" || defined(email) || defined(phone)]{_id, email}',
      )
      const params = `$ids=${encodeURIComponent(JSON.stringify(PRIVATE_IDS))}`
      const response = await fetch(
        `${api(`query/${CONTENT_API.dataset}`)}?query=${query}&${params}${perspective ? `&perspective=${perspective}` : ''}`,
      )
      if (response.status === 200) expect((await response.json()).result).toEqual([])
      else expect([401, 403]).toContain(response.status)
    },
  )

  it('with the write token the same documents do exist (the anonymous result is privacy, not absence)', async () => {
    const found = await lake
      .client('write')
      .fetch<string[]>('*[_id in $ids]._id', { ids: PRIVATE_IDS }, { perspective: 'raw' })
    expect(found.sort()).toEqual([...PRIVATE_IDS].sort())
    const seededPrivate = await lake
      .client('write')
      .fetch<number>(
        'count(*[_id in path("waitList.**") || _id in path("drafts.**")])',
        {},
        { perspective: 'raw' },
      )
    expect(seededPrivate).toBeGreaterThan(PRIVATE_IDS.length)
  })

  it('data/doc by id omits every private document', async () => {
    const response = await fetch(api(`doc/${CONTENT_API.dataset}/${PRIVATE_IDS.join(',')}`))
    if (response.status !== 200) {
      expect([401, 403]).toContain(response.status)
      return
    }
    const body = (await response.json()) as { documents: unknown[]; omitted: Array<{ id: string }> }
    expect(body.documents).toEqual([])
    expect(body.omitted.map((omitted) => omitted.id).sort()).toEqual([...PRIVATE_IDS].sort())
  })

  it('listen sends anonymous listeners no private mutation', { timeout: 30_000 }, async () => {
    const query = encodeURIComponent('*[_type in ["waitListApplication", "comment", "post"]]')
    const open = (token?: string) => {
      const controller = new AbortController()
      const events: string[] = []
      const ready = fetch(`${api(`listen/${CONTENT_API.dataset}`)}?query=${query}&includeResult=true`, {
        headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        signal: controller.signal,
      }).then(async (response) => {
        const reader = (response.body as ReadableStream<Uint8Array>).getReader()
        const decoder = new TextDecoder()
        let welcomed: () => void = () => {}
        const welcome = new Promise<void>((done) => (welcomed = done))
        void (async () => {
          try {
            for (;;) {
              const { done, value } = await reader.read()
              if (done) return
              const text = decoder.decode(value)
              events.push(text)
              if (text.includes('welcome')) welcomed()
            }
          } catch {}
        })()
        await welcome
      })
      return { ready, events, stop: () => controller.abort() }
    }
    const anonymous = open()
    // The function's token (the read token is a viewer, who reads no application: lake/test/team-roles.test.ts).
    const staff = open(lake.tokens.write)
    await Promise.all([anonymous.ready, staff.ready])

    await lake
      .client('write')
      .transaction()
      .create({
        _id: 'waitList.system-sec-2',
        _type: 'waitListApplication',
        email: 'listen.secret@example.com',
      })
      .create({ _id: 'drafts.comment-system-sec-2', _type: 'comment', text: 'pending listen secret' })
      .create({ _id: 'drafts.post-listen-secret', _type: 'post', title: 'draft listen secret' })
      .commit({ visibility: 'sync' })
    // A public write after the private ones: events arrive in commit order, so once both listeners have seen it,
    // the anonymous one has been sent everything it was ever going to be sent about the private writes.
    await lake
      .client('write')
      .create({ _id: 'post-listen-sentinel', _type: 'post', title: 'public listen sentinel' })
    await waitFor(
      () =>
        [staff, anonymous].every((listener) => listener.events.join('').includes('public listen sentinel')),
      { timeoutMs: 10_000, intervalMs: 50 },
    )
    anonymous.stop()
    staff.stop()
    expect(staff.events.join('')).toContain('listen.secret@example.com')
    const seen = anonymous.events.join('')
    expect(seen).not.toMatch(/secret|waitList\.|drafts\./)
  })

  it('anonymous writes are refused', async () => {
    const response = await fetch(api(`mutate/${CONTENT_API.dataset}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        mutations: [{ create: { _id: 'waitList.anon', _type: 'waitListApplication' } }],
      }),
    })
    expect([401, 403]).toContain(response.status)
  })
})

describe('security headers', () => {
  let site: RunningSite
  let fn: TestFunction

  beforeAll(async () => {
    const built = await buildTestSite()
    site = await startSiteServer({ root: built.clientDir, port: 0, connectOrigins: [built.apiHost] })
    fn = await startTestFunction({ lakeUrl: 'http://127.0.0.1:9', writeToken: 'unused' })
  }, 600_000)
  afterAll(async () => {
    await site?.close()
    await fn?.close()
  })

  it.each(['/', '/blogs', '/wait-list', '/no-such-page'])(
    'the site server sends CSP and nosniff on %s',
    async (path) => {
      const response = await fetch(`${site.url}${path}`)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toMatch(/default-src 'self'/)
      expect(csp).toMatch(/script-src 'self'/)
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      // Framing is the CSP's frame-ancestors alone (only the Studio); X-Frame-Options cannot name an origin.
      expect(csp).toMatch(/frame-ancestors [^;]*:3333/)
      expect(response.headers.get('x-frame-options')).toBeNull()
      // A page's own policies: no opener from another site, no camera, microphone, location or payment.
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(response.headers.get('permissions-policy')).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      )
    },
  )

  it('the site server sends nosniff on assets too', async () => {
    const html = await (await fetch(site.url)).text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const response = await fetch(`${site.url}${asset}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    // A document's policies mean nothing on a script; a first visit fetches thirty of them.
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
    expect(response.headers.get('permissions-policy')).toBeNull()
  })

  it.each([
    ['GET', '/api/health'],
    ['POST', '/api/comments'],
    ['GET', '/api/nothing-here'],
  ])('the function sends CSP and nosniff on %s %s', async (method, path) => {
    const response = await fetch(`${fn.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? '{' : undefined,
    })
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    // Plain HTTP on loopback: HSTS would mean nothing here.
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('the function sends HSTS when it is reached over TLS (as on Workers)', async () => {
    const response = await fn.service.app.fetch(
      new Request('https://functions.escrova.example/api/nothing-here'),
    )
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
