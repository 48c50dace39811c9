/**
 * Runs Varnish (Debian's `varnishd`, with `vmod_xkey` from `varnish-modules`) as the edge cache in front of the
 * site's replicas, with site/edge/site.vcl: unprivileged (`-j none`: no jail, the caller's user), in the foreground
 * (`-F`, so stopping this process stops the cache), with its own working folder (`-n`) under a temporary folder, on
 * the port asked for (0: a free one). Used by `npm start` (EDGE=1), tests/edge and `npm run bench edge`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { HEALTH_PATH } from '../server/edge.ts'

const VCL = resolve(import.meta.dirname, 'site.vcl')

export const VARNISH_INSTALL_HINT =
  'The edge cache needs Varnish and its xkey module: `sudo apt-get install -y varnish varnish-modules` ' +
  '(Debian/Ubuntu; elsewhere install varnishd 7 and varnish-modules from your package manager).'

export interface Origin {
  host: string
  port: number
}

export interface RunningVarnish {
  /** The cache's address (what visitors and the purger call). */
  url: string
  port: number
  /** Whether the health probe counts each replica (`host:port`) as healthy now. */
  backendHealth(): Promise<Record<string, boolean>>
  /** Stops varnishd and removes its working folder. */
  stop(): Promise<void>
  /** Stops varnishd and starts it again on the same port (an empty cache, like a restarted CDN node). */
  restart(): Promise<void>
}

/** `varnishd -V` works and `import xkey;` compiles; otherwise why not, with how to install. */
export function varnishMissing(): string | undefined {
  const version = spawnSync('varnishd', ['-V'], { encoding: 'utf8' })
  if (version.error || version.status !== 0) return `varnishd was not found. ${VARNISH_INSTALL_HINT}`
  const dir = mkdtempSync(join(tmpdir(), 'varnish-check-'))
  try {
    const vcl = join(dir, 'check.vcl')
    writeFileSync(vcl, 'vcl 4.1;\nimport xkey;\nbackend none none;\n')
    const check = spawnSync('varnishd', ['-C', '-j', 'none', '-f', vcl, '-n', join(dir, 'n')], {
      encoding: 'utf8',
    })
    if (check.status !== 0)
      return `vmod_xkey does not load (${check.stderr.trim().split('\n')[0]}). ${VARNISH_INSTALL_HINT}`
    return undefined
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * How the edge tells a silent replica from a busy one (site.vcl, "Silent or busy"). The probe asks the replica's
 * health path every half second and allows it a second to answer (a replica busy rendering answers in milliseconds;
 * a loaded machine still well within that); two missed answers of the last three take it out (within about 2 s of
 * going silent), two good ones bring it back. A fetch's first two tries wait `firstTryFirstByte` for the page to
 * start (pages render in tens of milliseconds, a few hundred on a cold 10,000-post list), on two replicas; the third
 * gets `retryFirstByte`, on the first one again if it is still healthy: a page that really takes long still answers.
 * Two short bounds (3 s) outlast the probe's 2 s, so the third try never waits on a silent replica.
 */
export const HEALTH = {
  probe: { interval: '0.5s', timeout: '1s', window: 3, threshold: 2 },
  connectTimeout: '0.5s',
  firstTryFirstByte: '1.5s',
  retryFirstByte: '30s',
  /** The site sends a rendered page in one piece: a pause inside one is a replica that stopped mid-answer. */
  betweenBytes: '2s',
}

export function renderVcl(origins: Origin[], purgers: string[] = ['127.0.0.1', '::1']): string {
  const { probe } = HEALTH
  const probeVcl =
    `probe site_health {\n  .url = "${HEALTH_PATH}";\n  .interval = ${probe.interval};\n` +
    `  .timeout = ${probe.timeout};\n  .window = ${probe.window};\n  .threshold = ${probe.threshold};\n` +
    // Healthy from the start (a fresh edge in front of running replicas serves at once).
    `  .initial = ${probe.threshold};\n}`
  const backends = origins
    .map(
      (origin, i) =>
        `backend site${i} {\n  .host = "${origin.host}";\n  .port = "${origin.port}";\n  .probe = site_health;\n` +
        `  .connect_timeout = ${HEALTH.connectTimeout};\n  .first_byte_timeout = ${HEALTH.retryFirstByte};\n` +
        `  .between_bytes_timeout = ${HEALTH.betweenBytes};\n}`,
    )
    .join('\n\n')
  const names = origins.map((_, i) => `site${i}`)
  const director = names.map((name) => `sites.add_backend(${name});`).join('\n  ')
  const fallback = (prefix: string, name: string, order: string[]) =>
    [
      `new ${prefix}_${name} = directors.fallback();`,
      ...order.map((backend) => `${prefix}_${name}.add_backend(${backend});`),
    ].join('\n  ')
  const others = (name: string) => names.filter((other) => other !== name)
  const retryDirectors = names
    .flatMap((name) => [
      fallback('second', name, [...others(name), name]),
      fallback('third', name, [name, ...others(name)]),
    ])
    .join('\n  ')
  const pick = (prefix: string) =>
    names
      .map(
        (name) =>
          `if (bereq.http.x-edge-first-try == "${name}") {\n      set bereq.backend = ${prefix}_${name}.backend();\n    }`,
      )
      .join(' else')
  // {"host:port": true|false, ...}: std.healthy() prints as true or false.
  const health = origins
    .map(
      (origin, i) =>
        `{"${i === 0 ? '{' : ', '}"${origin.host}:${origin.port}": "} + std.healthy(${names[i]})`,
    )
    .join(' + ')
  return readFileSync(VCL, 'utf8')
    .replace('#BACKEND_HEALTH#', `${health} + "}"`)
    .replace('#BACKENDS#', `${probeVcl}\n\n${backends}`)
    .replace('#DIRECTOR#', director)
    .replace('#RETRY_DIRECTORS#', retryDirectors)
    .replace('#SECOND_PICK#', pick('second'))
    .replace('#THIRD_PICK#', pick('third'))
    .replace('#FIRST_TRY_FIRST_BYTE#', HEALTH.firstTryFirstByte)
    .replace('#RETRY_FIRST_BYTE#', HEALTH.retryFirstByte)
    .replace('#PURGERS#', purgers.map((ip) => `"${ip}";`).join('\n  '))
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

/** varnishd in the foreground, no jail, no CLI port, this VCL and cache size. */
function varnishArgs(workdir: string, listen: string, vcl: string, memoryMb: number): string[] {
  return [
    ...[
      '-F',
      '-j',
      'none',
      '-n',
      workdir,
      '-a',
      listen,
      '-T',
      'none',
      '-f',
      vcl,
      '-s',
      `malloc,${memoryMb}m`,
    ],
    // Room for pages' keys (edge.ts keeps them under 4 KB) and short, quick-to-notice fetches.
    ...['-p', 'http_resp_hdr_len=16k', '-p', 'http_resp_size=64k', '-p', 'workspace_backend=128k'],
  ]
}

export async function startVarnish(options: {
  origins: Origin[]
  port?: number
  host?: string
  /** Cache memory, MB (default 256). */
  memoryMb?: number
  log?: (line: string) => void
}): Promise<RunningVarnish> {
  const missing = varnishMissing()
  if (missing) throw new Error(missing)
  const host = options.host ?? '127.0.0.1'
  const port = options.port || (await freePort())
  const dir = mkdtempSync(join(tmpdir(), 'escrova-edge-'))
  const vcl = join(dir, 'site.vcl')
  writeFileSync(vcl, renderVcl(options.origins))
  const log = options.log ?? ((line: string) => console.log(line))
  let child: ChildProcess | undefined

  async function launch() {
    const workdir = join(dir, 'n')
    mkdirSync(workdir, { recursive: true })
    child = spawn('varnishd', varnishArgs(workdir, `${host}:${port}`, vcl, options.memoryMb ?? 256), {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output: string[] = []
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    const exited = new Promise<number | null>((done) => child?.once('exit', (code) => done(code)))
    const deadline = Date.now() + 30_000
    for (;;) {
      const up = await fetch(`http://${host}:${port}/__edge/health`, { signal: AbortSignal.timeout(1000) })
        .then((response) => response.status === 200)
        .catch(() => false)
      if (up) break
      const code = await Promise.race([exited, sleep(100).then(() => 'running' as const)])
      if (code !== 'running' || Date.now() > deadline) {
        child.kill('SIGKILL')
        throw new Error(`varnishd did not start (${code}): ${output.slice(-5).join(' | ')}`)
      }
    }
    log(
      `[edge] varnish ${port}: ready, in front of ${options.origins.map((o) => `${o.host}:${o.port}`).join(', ')}`,
    )
  }

  async function kill() {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    const gone = new Promise<void>((done) => running.once('exit', () => done()))
    running.kill('SIGTERM')
    const timer = setTimeout(() => running.kill('SIGKILL'), 5000)
    await gone
    clearTimeout(timer)
  }

  await launch()
  return {
    url: `http://${host}:${port}`,
    port,
    async backendHealth() {
      const response = await fetch(`http://${host}:${port}/__edge/backends`)
      if (!response.ok) throw new Error(`/__edge/backends answered ${response.status}`)
      return (await response.json()) as Record<string, boolean>
    },
    async stop() {
      await kill()
      rmSync(dir, { recursive: true, force: true })
    },
    async restart() {
      await kill()
      rmSync(join(dir, 'n'), { recursive: true, force: true })
      await launch()
    },
  }
}
