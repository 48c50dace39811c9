/**
 * `npm start` as a person runs it: on a fresh data folder and non-default ports it seeds the lake, builds the site
 * once and runs its server (pages rendered on request, refreshed by the lake's live events), serves the built Studio, runs the function and the sheet sink, prints every URL, and on Ctrl-C (SIGINT to
 * its process group, as a terminal sends it) stops every process it started.
 * As on a fresh machine, `npm start` builds the Studio when its build is missing or made for another lake address.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { smtpServerOf, startUrls } from '../../scripts/start/settings.ts'
import { freePort } from '../support/ports.ts'
import { waitFor } from './support/traffic.ts'

const ROOT = resolve(import.meta.dirname, '../..')

/** Every descendant of `pid`, from /proc (the services run in their own process groups, so the tree is the truth). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {}
  }
  const found: number[] = []
  const visit = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child)
      visit(child)
    }
  }
  visit(pid)
  return found
}

const alive = (pid: number) => {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return !/\) Z /.test(state) // a zombie has exited
  } catch {
    return false
  }
}

describe("npm start's addresses", () => {
  const ports = { lake: 1, lakeTls: 2, functions: 3, sheet: 4, mailSmtp: 5, mailInbox: 6, site: 7, studio: 8 }

  it('follow the ports', () => {
    expect(startUrls({}, ports)).toEqual({
      lake: 'http://127.0.0.1:1',
      lakeTls: 'https://localhost:2',
      functions: 'http://localhost:3',
      sheet: 'http://127.0.0.1:4/exec',
      site: 'http://localhost:7',
      studio: 'http://localhost:8',
      studioToFunction: 'http://localhost:3',
      studioToSite: 'http://localhost:7',
      siteFrameAncestors: 'http://localhost:8 http://127.0.0.1:8',
    })
  })

  it('keep what is set explicitly', () => {
    const urls = startUrls(
      {
        VITE_FUNCTIONS_URL: 'https://fn.example.ng',
        VITE_SITE_URL: 'https://escrova.example.ng',
        STUDIO_URL: 'https://studio.example.ng',
        SANITY_STUDIO_SITE_URL: 'https://preview.example.ng',
      },
      ports,
    )
    expect(urls.functions).toBe('https://fn.example.ng')
    expect(urls.studioToFunction).toBe('https://fn.example.ng')
    expect(urls.site).toBe('https://escrova.example.ng')
    expect(urls.studioToSite).toBe('https://preview.example.ng')
    expect(urls.studio).toBe('https://studio.example.ng')
    expect(urls.siteFrameAncestors).toBe('http://localhost:8 http://127.0.0.1:8')
  })

  it('name a given SMTP server by its host alone, never its credentials', () => {
    expect(smtpServerOf('smtps://user:secret@smtp.example.com:465')).toBe('smtp.example.com:465')
  })
})

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'))
  let child: ChildProcess | undefined
  /** The process tree seen by the test before its Ctrl-C, for cleaning up if stopping fails. */
  let seen: number[] = []
  afterAll(async () => {
    // After a failure: Ctrl-C as a person would, then SIGKILL whatever is left of the tree (the services run in
    // their own process groups and would outlive a killed npm).
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      seen = [...seen, ...descendants(child.pid)]
      try {
        process.kill(-child.pid, 'SIGINT')
      } catch {}
      await waitFor(() => seen.every((pid) => !alive(pid)), { timeoutMs: 15_000 }).catch(() => {})
    }
    for (const pid of seen.filter(alive)) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {}
    }
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('starts every part, prints the URLs, serves them, and stops them all on Ctrl-C', {
    timeout: 600_000,
  }, async () => {
    const ports = {
      LAKE_PORT: await freePort(),
      LAKE_TLS_PORT: await freePort(),
      FUNCTION_PORT: await freePort(),
      SHEET_PORT: await freePort(),
      SITE_PORT: await freePort(),
      STUDIO_PORT: await freePort(),
      MAIL_SMTP_PORT: await freePort(),
      MAIL_INBOX_PORT: await freePort(),
    }
    const started = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`,
        DATA_DIR: dataDir,
        ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, like a terminal's foreground job
    })
    child = started
    let output = ''
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    started.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const exited = new Promise<number | null>((done) => started.once('exit', (code) => done(code)))

    await waitFor(() => output.includes('Press Ctrl-C to stop everything.') || started.exitCode !== null, {
      timeoutMs: 540_000,
      intervalMs: 500,
      describe: () => output.slice(-3_000),
    })
    expect(started.exitCode, output.slice(-3_000)).toBeNull()

    // A first start reads cleanly: one line per step with its time, then the summary; builds and services keep
    // their own chatter to themselves until then.
    const beforeSummary = output.slice(0, output.indexOf('Escrova is running')).trim().split('\n')
    expect(beforeSummary.length, output.slice(0, 3_000)).toBeLessThan(30)
    expect(output).not.toContain('envFile')
    for (const step of ['lake', 'sheet', 'function', 'studio', 'site'])
      expect(
        beforeSummary.some((line) => new RegExp(`^\\S*${step}\\b.*\\(\\d+\\.\\d s\\)$`).test(line)),
      ).toBe(true)

    // Every URL and the one-time certificate step are printed.
    for (const port of Object.values(ports)) expect(output).toContain(`:${port}`)
    expect(output).toMatch(/One-time step for the Studio/)
    expect(output).toContain(join(dataDir, 'lake/tls'))

    const site = await fetch(`http://127.0.0.1:${ports.SITE_PORT}/`)
    expect(site.status).toBe(200)
    expect(await site.text()).toMatch(/Escrova/)
    // The addresses follow the ports alone: the site may be framed by the Studio on its port, and the Studio's build
    // calls the function and frames the site on theirs.
    const csp = site.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(
      `frame-ancestors http://localhost:${ports.STUDIO_PORT} http://127.0.0.1:${ports.STUDIO_PORT}`,
    )
    expect(csp).toContain(`http://localhost:${ports.FUNCTION_PORT}`)
    const studioBundle = readdirSync(join(ROOT, 'studio/dist/static'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(ROOT, 'studio/dist/static', file), 'utf8'))
      .join('\n')
    expect(studioBundle).toContain(`http://localhost:${ports.FUNCTION_PORT}`)
    expect(studioBundle).toContain(`http://localhost:${ports.SITE_PORT}`)
    expect(studioBundle).toContain(`https://localhost:${ports.LAKE_TLS_PORT}`)

    const health = await fetch(`http://127.0.0.1:${ports.FUNCTION_PORT}/api/health`)
    expect(await health.json()).toMatchObject({ status: 'ok' })

    const query = await fetch(
      `http://127.0.0.1:${ports.LAKE_PORT}/v2025-01-08/data/query/production?query=${encodeURIComponent('count(*[_type == "post"])')}`,
    )
    expect((await query.json()).result).toBeGreaterThanOrEqual(30) // seeded on first start

    const studio = await fetch(`http://localhost:${ports.STUDIO_PORT}/`)
    expect(studio.status).toBe(200)
    expect(await studio.text()).toMatch(/<div id="sanity"|sanity/i)

    // A comment through the function lands in the lake: the parts are wired to each other.
    const slug = (await (
      await fetch(
        `http://127.0.0.1:${ports.LAKE_PORT}/v2025-01-08/data/query/production?query=${encodeURIComponent('*[_type == "post"][0].slug.current')}`,
      )
    ).json()) as { result: string }
    const comment = await fetch(`http://127.0.0.1:${ports.FUNCTION_PORT}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        post: slug.result,
        name: 'Start check',
        text: 'Is escrow available in Ibadan?',
        consent: true,
      }),
    })
    expect(comment.status).toBe(201)

    // The publish loop: a post published in the lake reaches the site server through the lake's live events, and
    // its page is served at once, with no rebuild. The blog list, asked once before (and so cached), shows it too.
    expect((await fetch(`http://127.0.0.1:${ports.SITE_PORT}/blogs`)).status).toBe(200)
    const tokens = JSON.parse(readFileSync(join(dataDir, 'lake/tokens.json'), 'utf8')) as { write: string }
    // People sign in as the demo team; the printed summary holds no token.
    expect(output).not.toContain(tokens.write)
    expect(output).toContain('moderator@escrova.localhost')
    expect(output).toContain(join(dataDir, 'lake/demo-team.json'))
    const newSlug = `start-check-${Date.now()}`
    const title = `Escrow for Aba tailors ${Date.now()}`
    const category = (await (
      await fetch(
        `http://127.0.0.1:${ports.LAKE_PORT}/v2025-01-08/data/query/production?query=${encodeURIComponent('*[_type == "category"][0]._id')}`,
      )
    ).json()) as { result: string }
    const publish = await fetch(`http://127.0.0.1:${ports.LAKE_PORT}/v2025-01-08/data/mutate/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.write}` },
      body: JSON.stringify({
        mutations: [
          {
            create: {
              _id: `post-${newSlug}`,
              _type: 'post',
              title,
              slug: { _type: 'slug', current: newSlug },
              publishedAt: new Date(Date.now() - 60_000).toISOString(),
              categories: [{ _type: 'reference', _ref: category.result, _key: 'c1' }],
              excerpt: 'A new post published while the system runs.',
              body: [
                {
                  _type: 'block',
                  _key: 'b1',
                  style: 'normal',
                  markDefs: [],
                  children: [{ _type: 'span', _key: 's1', text: 'Fresh from the publish loop.', marks: [] }],
                },
              ],
            },
          },
        ],
      }),
    })
    expect(publish.status).toBe(200)
    await waitFor(
      async () => {
        const page = await fetch(`http://127.0.0.1:${ports.SITE_PORT}/blogs/${newSlug}`).catch(
          () => undefined,
        )
        return !!page && page.status === 200 && (await page.text()).includes('Fresh from the publish loop.')
      },
      { timeoutMs: 10_000, intervalMs: 200, describe: () => output.slice(-2_000) },
    )
    const blogList = await (await fetch(`http://127.0.0.1:${ports.SITE_PORT}/blogs`)).text()
    expect(blogList).toContain(title)
    expect(output).not.toMatch(/site rebuild/)

    // One crashed service stops nothing else: the site server's process is killed; npm start says so in one line,
    // starts it again after a second, and the other services keep their processes.
    const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
    const running = descendants(started.pid as number).filter(alive)
    const siteProcesses = running.filter((pid) => cmdline(pid).includes('site/server/serve.ts'))
    // tsx runs the server in a child node process (with esbuild under it): the innermost serve.ts is the server.
    const siteServer = siteProcesses.find(
      (pid) => !descendants(pid).some((child) => siteProcesses.includes(child)),
    ) as number
    expect(siteServer, running.map((pid) => `${pid}: ${cmdline(pid)}`).join('\n')).toBeGreaterThan(0)
    const siteTree = siteProcesses.flatMap((pid) => [pid, ...descendants(pid)])
    const others = running.filter((pid) => !siteTree.includes(pid))
    process.kill(siteServer, 'SIGKILL')
    await waitFor(
      () => /site (crashed with exit code \d+|was killed by \w+) at .*; restarting it in 1 s/.test(output),
      {
        timeoutMs: 10_000,
        describe: () => output.slice(-2_000),
      },
    )
    await waitFor(() => /site is running again \(restart 1\)/.test(output), {
      timeoutMs: 60_000,
      describe: () => output.slice(-2_000),
    })
    expect((await fetch(`http://127.0.0.1:${ports.SITE_PORT}/`)).status).toBe(200)
    expect(others.length).toBeGreaterThanOrEqual(4)
    expect(others.filter((pid) => !alive(pid))).toEqual([])
    expect(await (await fetch(`http://127.0.0.1:${ports.FUNCTION_PORT}/api/health`)).json()).toMatchObject({
      status: 'ok',
    })

    const processes = descendants(started.pid as number)
    seen = processes
    expect(processes.length).toBeGreaterThanOrEqual(5)
    process.kill(-(started.pid as number), 'SIGINT')
    // npm itself dies of the SIGINT like any foreground job; the start script it ran stops the services.
    await exited
    await waitFor(() => output.includes('Stopping every service'), { timeoutMs: 10_000 })
    await waitFor(() => processes.every((pid) => !alive(pid)), {
      timeoutMs: 20_000,
      describe: () =>
        processes
          .filter(alive)
          .map((pid) => `${pid}: ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')}`)
          .join('\n'),
    })
    const free = await fetch(`http://127.0.0.1:${ports.FUNCTION_PORT}/api/health`).catch(() => undefined)
    expect(free).toBeUndefined()
  })
})
