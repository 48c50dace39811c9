/**
 * The shared edge cache, for real: Varnish with vmod xkey (site/edge/site.vcl), two site server replicas behind it
 * (SITE_EDGE answers: tags and s-maxage), the purger following the lake's live events, and the real lake as a child
 * process (so it can be restarted). A publish is visible through the cache on every page that showed the document
 * and only those are purged; an unrelated page stays a hit; a post published elsewhere moves a category's count on
 * every kept post page, and an edit that moves none purges none; a missed event window purges everything; cookies and the
 * Studio's preview bypass the cache; nothing private is kept; with every origin down, kept pages still answer; the
 * data saver's variant and a browser's Brotli copy are kept apart and purged with the normal page; an English edit
 * leaves the Pidgin lists kept, and a Pidgin edit purges the Pidgin pages that show it, not an English post.
 */
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VISIBLE_POST } from '../../schemas/src/queries/visible-post.ts'
import { EDGE_SETTINGS, type RunningEdge, startEdge } from '../../site/edge/stack.ts'
import { varnishMissing } from '../../site/edge/varnish.ts'
import type { RunningSite } from '../../site/server/serve.ts'
import { countOnlyPost, lakeCounts, pagesOffTheLake } from '../site/sidebar-counts.ts'
import { ENGLISH_POST } from '../support/english-posts.ts'
import { lakeClient, type SpawnedLake, spawnLake } from '../support/lake.ts'
import { freePort } from '../support/ports.ts'
import { type BuiltSite, buildTestSite, serveTestSite } from '../support/site.ts'
import { poll, waitFor } from '../support/wait.ts'

interface Answer {
  status: number
  edge: string | null
  cacheControl: string | null
  body: string
}

let built: BuiltSite
let lake: SpawnedLake
let writer: SanityClient
let replicas: RunningSite[]
let edge: RunningEdge
const purgeLog: string[] = []
let post: { id: string; slug: string; title: string }

async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(edge.url + path, { headers, redirect: 'manual' })
  return {
    status: response.status,
    edge: response.headers.get('x-edge-cache'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  }
}

const renders = () => replicas.reduce((sum, site) => sum + site.stats().renders, 0)

async function startReplicas(ports: number[] = [0, 0]) {
  return Promise.all(ports.map((port) => serveTestSite(built, lake.url, { edge: EDGE_SETTINGS, port })))
}

beforeAll(async () => {
  const missing = varnishMissing()
  if (missing) throw new Error(missing)
  built = await buildTestSite()
  lake = await spawnLake({ port: await freePort(), seed: true })
  writer = lakeClient(lake.url, lake.tokens.write)
  replicas = await startReplicas()
  edge = await startEdge({
    origins: replicas.map((site) => site.url),
    apiHost: lake.url,
    log: (line) => purgeLog.push(line),
  })
  await waitFor(() => edge.purger.live.connected && replicas.every((site) => site.live.connected), {
    timeoutMs: 30_000,
  })
  post = await writer.fetch(
    `*[${ENGLISH_POST} && count(categories) > 0 && defined(slug.current) && publishedAt < now()] | order(publishedAt desc)[0]{"id": _id, "slug": slug.current, title}`,
  )
}, 600_000)

afterAll(async () => {
  await edge?.stop()
  await Promise.all((replicas ?? []).map((site) => site.close()))
  await lake?.kill()
})

describe('the site says what each page depends on', () => {
  it('a page carries its sync tags (Cache-Tag, Surrogate-Key) and an edge Cache-Control, straight from a replica', async () => {
    const response = await fetch(`${replicas[0].url}/blogs/${post.slug}`)
    expect(response.status).toBe(200)
    const control = response.headers.get('cache-control') ?? ''
    expect(control).toMatch(/\bpublic\b/)
    expect(control).toMatch(/\bmax-age=0\b/)
    expect(control).toMatch(/s-maxage=\d+/)
    expect(control).toMatch(/stale-while-revalidate=\d+/)
    expect(control).toMatch(/stale-if-error=\d+/)
    const keys = (response.headers.get('surrogate-key') ?? '').split(' ')
    expect(keys.some((key) => key.startsWith('s1:'))).toBe(true)
    expect((response.headers.get('cache-tag') ?? '').split(',').sort()).toEqual([...keys].sort())
  })

  it('the cache does not pass the keys on to visitors', async () => {
    const answer = await fetch(`${edge.url}/blogs/${post.slug}`)
    expect(answer.headers.get('surrogate-key')).toBeNull()
    expect(answer.headers.get('cache-tag')).toBeNull()
  })
})

describe('purge by tag through the cache', () => {
  it('a publish shows on the post, /blogs and home through the cache; an unrelated page stays a hit', async () => {
    const showing = [`/blogs/${post.slug}`, '/blogs', '/']
    const unrelated = ['/about-us', '/terms']
    for (const path of [...showing, ...unrelated]) await get(path)
    for (const path of [...showing, ...unrelated]) expect((await get(path)).edge, path).toBe('hit')
    for (const path of showing) expect((await get(path)).body, path).toContain(post.title)

    const title = `Edge purge ${Date.now()}`
    const rendersBefore = renders()
    await writer.patch(post.id).set({ title }).commit({ visibility: 'sync' })
    for (const path of showing) {
      await waitFor(async () => (await get(path)).body.includes(title), { timeoutMs: 15_000 })
    }
    // Each page that showed the post rendered once, on one replica (not once per replica).
    expect(renders() - rendersBefore).toBeLessThanOrEqual(showing.length)
    for (const path of unrelated) expect((await get(path)).edge, path).toBe('hit')
    await edge.purger.settled()
    expect(purgeLog.some((line) => /\[purger\] purged \d+ tag\(s\)/.test(line))).toBe(true)
    post.title = title
  })
})

describe('pages per language through the cache', () => {
  it("an English post's edit leaves the Pidgin lists kept; a Pidgin one's purges its Pidgin pages, not an English post", async () => {
    const pidgin = await writer.fetch<{ id: string; slug: string; title: string }>(
      `*[_type == "post" && language == "pcm" && defined(slug.current) && publishedAt < now()] | order(publishedAt desc)[0]{"id": _id, "slug": slug.current, title}`,
    )
    // An English post with no translation: a translation's original lists its languages, so it follows the translation.
    const untranslated = await writer.fetch<string>(
      `*[${ENGLISH_POST} && defined(slug.current) && publishedAt < now()
        && count(*[_type == "post" && language == "pcm" && slug.current == ^.slug.current]) == 0][0].slug.current`,
    )
    const pidginPages = [`/pcm/blogs/${pidgin.slug}`, '/pcm/blogs', '/pcm']
    const englishPages = [`/blogs/${untranslated}`, '/about-us']
    const keep = async (paths: string[]) => {
      for (const path of paths) await get(path)
      for (const path of paths) expect((await get(path)).edge, path).toBe('hit')
    }
    const stillKept = async (paths: string[], title: string) => {
      await edge.purger.settled()
      for (const path of paths) {
        const answer = await get(path)
        expect(answer.edge, path).toBe('hit')
        expect(answer.body, path).not.toContain(title)
      }
    }
    await keep([...pidginPages, ...englishPages])

    // An English post changes: its page follows, and the Pidgin lists, narrowed by language, are not purged.
    const english = `Edge English edit ${Date.now()}`
    await writer.patch(post.id).set({ title: english }).commit({ visibility: 'sync' })
    await waitFor(async () => (await get(`/blogs/${post.slug}`)).body.includes(english), {
      timeoutMs: 15_000,
    })
    post.title = english
    await stillKept(['/pcm/blogs', '/pcm'], english)

    // The Pidgin post changes: every Pidgin page that shows it follows; an untranslated English post stays kept.
    await keep(englishPages)
    const title = `Escrow for Pidgin readers ${Date.now()}`
    await writer.patch(pidgin.id).set({ title }).commit({ visibility: 'sync' })
    for (const path of pidginPages)
      await waitFor(async () => (await get(path)).body.includes(title), { timeoutMs: 15_000 })
    await stillKept(englishPages, title)
  })
})

describe("post pages' sidebar counts through the cache", () => {
  const farmers = countOnlyPost('post-edge-sidebar-count')
  let pages: string[]
  const everyPageMatchesTheLake = () => pagesOffTheLake(writer, pages, async (path) => (await get(path)).body)
  const keepThePages = async () => {
    for (const path of pages) await get(path)
    for (const path of pages) expect((await get(path)).edge, path).toBe('hit')
  }

  it('a post published in a category elsewhere: every kept post page shows its count one more, though no event named them', async () => {
    const slugs = await writer.fetch<string[]>(
      `*[${VISIBLE_POST}] | order(publishedAt desc, _id asc)[1...4].slug.current`,
    )
    pages = slugs.map((slug) => `/blogs/${slug}`)
    const category = await writer.fetch<{ _id: string; title: string }>(
      '*[_type == "category" && defined(title)] | order(_id asc)[0]{_id, title}',
    )
    await keepThePages()
    const before = (await lakeCounts(writer)).get(category.title) ?? 0
    await writer.create(countOnlyPost(farmers._id, category._id), { visibility: 'sync' })
    expect((await lakeCounts(writer)).get(category.title)).toBe(before + 1)
    await poll(everyPageMatchesTheLake, { timeout: 15_000 }).toBe('all match')
    await edge.purger.settled()
    expect(purgeLog.some((line) => /\[purger\] purged .* shows/.test(line))).toBe(true)
  })

  it('an edit that changes no count leaves every post page kept; unpublished, the count follows again', async () => {
    await keepThePages()
    const heard = edge.purger.live.stats.messages
    await writer
      .patch(farmers._id)
      .set({ title: 'Escrow for Ibadan cocoa buyers' })
      .commit({ visibility: 'sync' })
    // The purger reads the sidebars again after the event: once it has, and purged what it would, nothing changed.
    await waitFor(() => edge.purger.live.stats.messages > heard)
    await edge.purger.settled()
    for (const path of pages) expect((await get(path)).edge, path).toBe('hit')

    await writer.delete(farmers._id, { visibility: 'sync' })
    await poll(everyPageMatchesTheLake, { timeout: 15_000 }).toBe('all match')
  })
})

describe("the data saver's variant (Save-Data: on)", () => {
  it('is kept apart from the normal page at the edge, and one publish purges both', async () => {
    await get('/blogs')
    const saving = await get('/blogs', { 'save-data': 'on' })
    expect(saving.body).toContain('q=40')
    expect(saving.body).not.toContain('q=75')
    // Any spelling of `on` is one variant; anything else is the normal page.
    expect((await get('/blogs', { 'save-data': ' On' })).edge).toBe('hit')
    const normal = await get('/blogs', { 'save-data': 'off' })
    expect(normal.edge).toBe('hit')
    expect(normal.body).toContain('q=75')
    expect(normal.body).not.toContain('q=40')

    const title = `Edge save-data ${Date.now()}`
    await writer.patch(post.id).set({ title }).commit({ visibility: 'sync' })
    for (const headers of [{}, { 'save-data': 'on' }] as Record<string, string>[]) {
      await waitFor(async () => (await get('/blogs', headers)).body.includes(title), { timeoutMs: 15_000 })
    }
    post.title = title
  })
})

describe("a browser's Brotli copy", () => {
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }

  /** The page as it crossed the wire: its coding and its decoded text (node:http, nothing decoded for us). */
  function raw(path: string, headers: Record<string, string>) {
    return new Promise<{ coding?: string; edge?: string; body: string }>((done, fail) => {
      request(edge.url + path, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const bytes = Buffer.concat(chunks)
          const coding = response.headers['content-encoding']
          const body =
            coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes
          done({
            coding,
            edge: response.headers['x-edge-cache'] as string | undefined,
            body: body.toString('utf8'),
          })
        })
        response.on('error', fail)
      })
        .on('error', fail)
        .end()
    })
  }

  it('is kept apart from the gzip copy at the edge, each a hit for its own browsers, and one publish purges both', async () => {
    for (const headers of [BROWSER, { 'accept-encoding': 'gzip' }]) await raw('/blogs', headers)
    const brotli = await raw('/blogs', BROWSER)
    expect([brotli.coding, brotli.edge]).toEqual(['br', 'hit'])
    const gzip = await raw('/blogs', { 'accept-encoding': 'gzip, deflate' })
    expect([gzip.coding, gzip.edge]).toEqual(['gzip', 'hit'])
    expect(brotli.body).toBe(gzip.body)
    // `br;q=0` refuses Brotli: the gzip copy; no coding at all: Varnish unzips its copy.
    expect((await raw('/blogs', { 'accept-encoding': 'br;q=0, gzip' })).coding).toBe('gzip')
    const plain = await raw('/blogs', {})
    expect([plain.coding, plain.body]).toEqual([undefined, gzip.body])

    const title = `Edge brotli ${Date.now()}`
    await writer.patch(post.id).set({ title }).commit({ visibility: 'sync' })
    for (const headers of [BROWSER, { 'accept-encoding': 'gzip' }]) {
      await waitFor(async () => (await raw('/blogs', headers)).body.includes(title), { timeoutMs: 15_000 })
    }
    post.title = title
  })
})

describe('what is never kept at the edge', () => {
  it.each([
    ['a cookie', { cookie: 'theme=dark' }],
    ['credentials', { authorization: 'Bearer x' }],
    ["the Studio's preview frame", { 'sec-fetch-dest': 'iframe' }],
  ])('a request with %s bypasses the cache (and the origin calls its answer private)', async (_, headers) => {
    await get('/about-us')
    const answer = await get('/about-us', headers)
    expect(answer.status).toBe(200)
    expect(answer.edge).toBe('pass')
    expect(answer.cacheControl).toMatch(/private/)
  })

  it('a preview URL (sanity-preview-* parameters) bypasses the cache', async () => {
    const answer = await get('/about-us?sanity-preview-perspective=drafts')
    expect(answer.edge).toBe('pass')
  })

  it('no private or error answer is kept: not-found pages, redirects', async () => {
    for (const path of ['/blogs/no-such-post-at-the-edge', '/services']) {
      const first = await get(path)
      const second = await get(path)
      expect([404, 308], path).toContain(first.status)
      expect(second.edge, path).not.toBe('hit')
      expect(second.cacheControl ?? '', path).toMatch(/no-store/)
    }
  })
})

describe('a missed event window', () => {
  it('the lake restarting (the stream reconnects) purges every page', async () => {
    const paths = ['/about-us', '/terms', `/blogs/${post.slug}`]
    for (const path of paths) await get(path)
    for (const path of paths) expect((await get(path)).edge, path).toBe('hit')
    const purgeAllsBefore = edge.purger.stats.purgeAlls
    await lake.kill()
    lake = await lake.restart()
    await waitFor(() => edge.purger.stats.purgeAlls > purgeAllsBefore, { timeoutMs: 60_000 })
    await waitFor(() => replicas.every((site) => site.live.connected), { timeoutMs: 30_000 })
    for (const path of paths) expect((await get(path)).edge, path).toBe('miss')
    expect(purgeLog.some((line) => line.includes('purged every page'))).toBe(true)
  }, 120_000)
})

describe('every origin down', () => {
  it('kept pages still answer (stale-if-error), also a page purged while the origins were down', async () => {
    const paths = ['/about-us', `/blogs/${post.slug}`]
    for (const path of paths) await get(path)
    const before = await Promise.all(paths.map(async (path) => (await get(path)).body))
    await Promise.all(replicas.map((site) => site.close()))
    replicas = []
    await writer
      .patch(post.id)
      .set({ title: `${post.title} (origins down)` })
      .commit({ visibility: 'sync' })
    await edge.purger.settled()
    for (const [i, path] of paths.entries()) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      expect(answer.body, path).toBe(before[i])
    }
  }, 60_000)
})
