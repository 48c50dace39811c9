/**
 * Faults around the site server, with the real lake as a child process that is killed and started again on the same
 * port and data: cached pages keep serving while the content API is down, a page never rendered gets the site's own
 * 503 page and recovers by itself; the live stream reconnects (after a cut, and after the lake restarts) and nothing
 * changed meanwhile stays stale; bad paths get 400/404 at once, are never cached, and never stop the server.
 */
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGLISH_POST } from '../support/english-posts.ts'
import { lakeClient } from '../support/lake.ts'
import { serveTestSite, switchableHop } from '../support/site.ts'
import { poll } from '../support/wait.ts'
import { type LiveStack, publishPost, startLiveStack } from './live-helpers.ts'

let stack: LiveStack
let slugs: string[]

beforeAll(async () => {
  stack = await startLiveStack({ spawned: true })
  await stack.connected()
  slugs = await stack.writer.fetch<string[]>(
    `*[${ENGLISH_POST} && count(categories) > 0 && defined(slug.current)] | order(_id asc).slug.current`,
  )
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

/** A raw HTTP/1.1 request, so the path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
    })
    let head = ''
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)
      if (status) {
        resolve(Number(status[1]))
        socket.destroy()
      }
    })
    socket.on('error', reject)
  })
}

describe('content API down', () => {
  it('serves cached pages, gives a never-rendered page the styled 503, and recovers when the lake is back', async () => {
    const cachedPaths = ['/blogs', `/blogs/${slugs[0]}`, '/']
    for (const path of cachedPaths) await stack.get(path)
    for (const path of cachedPaths) expect((await stack.get(path)).cache, path).toBe('hit')

    await stack.spawned?.kill()
    try {
      for (const path of cachedPaths) {
        const answer = await stack.get(path)
        expect(answer.status, path).toBe(200)
      }
      const never = await stack.get(`/blogs/${slugs[1]}`)
      expect(never.status).toBe(503)
      expect(never.ms).toBeLessThan(5_000)
      // The site's own page: its header, footer and styles around the spec's message, not a blank shell.
      expect(never.body).toContain('No content available, please reload.')
      expect(never.body).toMatch(/<header[^>]*class="[^"]*site-header/)
      expect(never.body).toContain('id="contact"')
      expect(never.body).toMatch(/<style>[^<]{1000,}/)
      const list = await stack.get('/blogs?page=2')
      expect(list.status).toBe(503)
      expect(list.body).toContain('Kindly check your internet connection and try reloading the page.')
      expect((await stack.get('/rss.xml?fresh=1')).status).toBe(503)
      // Never cached: asked again, it is rendered again.
      expect((await stack.get(`/blogs/${slugs[1]}`)).cache).not.toBe('hit')
    } finally {
      stack.spawned = await stack.spawned?.restart()
    }
    // Back by itself: no restart of the site server, no manual purge.
    await poll(async () => (await stack.get(`/blogs/${slugs[1]}`)).status, { timeout: 30_000 }).toBe(200)
    expect((await stack.get('/blogs?page=2')).body).not.toContain('Kindly check your internet connection')
  })
})

describe('live stream', () => {
  it('reconnects after the lake restarts, and a post published after the restart shows at once', async () => {
    await stack.connected()
    await stack.get('/blogs')
    const welcomes = stack.site.live.stats.welcomes
    stack.spawned = await stack.spawned?.restart()
    const writer = lakeClient(stack.lakeUrl, stack.spawned?.tokens.write)
    const post = {
      id: 'post-after-restart',
      title: 'Escrow for Owerri phone sellers',
      slug: 'escrow-for-owerri-phone-sellers',
    }
    await publishPost(writer, post)
    await poll(() => stack.site.live.stats.welcomes, { timeout: 30_000 }).toBeGreaterThan(welcomes)
    await poll(async () => (await stack.get('/blogs')).body.includes(post.title)).toBe(true)
  })

  it('after a cut stream, a change made meanwhile is not hidden by the cache', async () => {
    // Its own site server reading the lake through a hop that can cut the stream without stopping the lake.
    const hop = await switchableHop(stack.lakeUrl)
    const site = await serveTestSite(stack.built, hop.url)
    try {
      await poll(() => site.live.connected, { timeout: 30_000 }).toBe(true)
      const get = async (path: string) => (await fetch(site.url + path)).text()
      await get('/blogs')
      const writer = lakeClient(stack.lakeUrl, stack.spawned?.tokens.write)
      hop.up = false
      await poll(() => site.live.connected).toBe(false)
      // Published while the site server hears nothing.
      const post = {
        id: 'post-during-cut',
        title: 'Escrow for Warri generator dealers',
        slug: 'escrow-for-warri-generator-dealers',
      }
      await publishPost(writer, post)
      hop.up = true
      await poll(async () => (await get('/blogs')).includes(post.title), { timeout: 30_000 }).toBe(true)
      expect(site.live.stats.purges).toBeGreaterThan(0)
    } finally {
      await site.close()
      await hop.close()
    }
  })
})

describe('bad paths', () => {
  it('answer 400/404 at once, are never cached as content, and the server keeps serving', async () => {
    const port = Number(new URL(stack.site.url).port)
    const cases: [string, number][] = [
      ['/blogs/no-such-post-anywhere', 404],
      ['/no/such/page', 404],
      ['/blogs/%E0%A4%A', 400],
      ['/%00', 400],
      ['/blogs?q=%', 400],
      [`/blogs/${'a'.repeat(9_000)}`, 400],
      ['/assets/nothing.js', 404],
      ['/.env', 404],
    ]
    for (const [path, status] of cases) {
      const first = await stack.get(path)
      expect(first.status, path.slice(0, 40)).toBe(status)
      expect(first.ms, path.slice(0, 40)).toBeLessThan(2_000)
      expect((await stack.get(path)).cache, path.slice(0, 40)).not.toBe('hit')
    }
    // Dot segments never leave the build folder, however they are spelled.
    for (const path of [
      '/../../etc/passwd',
      '/assets/../../server/index.js',
      '/assets/%2e%2e/%2e%2e/package.json',
    ]) {
      expect([400, 404]).toContain(await rawGet(port, path))
    }
    // Beyond Node's header limit: refused by the HTTP parser itself.
    expect(await rawGet(port, `/${'b'.repeat(20_000)}`)).toBe(431)
    expect((await stack.get('/about-us')).status).toBe(200)
  })
})
