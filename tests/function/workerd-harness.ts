/**
 * The function as Cloudflare runs it: `functions/src/worker.ts` bundled with esbuild (as wrangler would), run in
 * workerd through miniflare, with the Durable Object bindings and migrations read from `functions/wrangler.toml`, so
 * a binding missing there fails here. Several instances are several named Workers in one workerd: separate isolates
 * (their own module state, their own in-memory maps) whose Durable Object bindings all point at the first one's
 * classes, which is how every isolate of a deployed Worker shares one namespace. Two Miniflare instances over one
 * persistence folder would not share state: each workerd would run its own copy of every object.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { Miniflare, type WorkerOptions } from 'miniflare'
import { parse } from 'smol-toml'

const FUNCTIONS = resolve(import.meta.dirname, '../../functions')

interface WranglerConfig {
  compatibility_date: string
  compatibility_flags?: string[]
  durable_objects?: { bindings?: Array<{ name: string; class_name: string }> }
  migrations?: Array<{ tag: string; new_sqlite_classes?: string[]; new_classes?: string[] }>
}

export function readWranglerConfig(): WranglerConfig {
  return parse(readFileSync(join(FUNCTIONS, 'wrangler.toml'), 'utf8')) as unknown as WranglerConfig
}

export interface EdgeFunction {
  mf: Miniflare
  /** The instances' names, `fn-0`, `fn-1`, … */
  names: string[]
  /** A request to one instance. */
  fetch(instance: number, path: string, init?: RequestInit): Promise<Response>
  /** The cron trigger on one instance (miniflare runs the `scheduled` handler and waits for its `waitUntil`). */
  scheduled(instance: number): Promise<{ outcome: string }>
  /** The HTTP address miniflare serves the first instance on (for load tools). */
  url: URL
  stop(): Promise<void>
}

export async function startEdgeFunction(options: {
  instances?: number
  bindings: Record<string, string>
}): Promise<EdgeFunction> {
  const config = readWranglerConfig()
  const outDir = mkdtempSync(join(tmpdir(), 'fn-worker-'))
  const outfile = join(outDir, 'worker.js')
  await build({
    entryPoints: [join(FUNCTIONS, 'src/worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    external: ['cloudflare:*'],
    target: 'es2022',
    outfile,
    logLevel: 'silent',
  })

  const sqliteClasses = new Set((config.migrations ?? []).flatMap((m) => m.new_sqlite_classes ?? []))
  const names = Array.from({ length: options.instances ?? 1 }, (_, index) => `fn-${index}`)
  const workers: WorkerOptions[] = names.map((name, index) => ({
    name,
    modules: true,
    scriptPath: outfile,
    modulesRoot: outDir,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    bindings: options.bindings,
    durableObjects: Object.fromEntries(
      (config.durable_objects?.bindings ?? []).map((binding) => [
        binding.name,
        {
          className: binding.class_name,
          useSQLite: sqliteClasses.has(binding.class_name),
          ...(index > 0 ? { scriptName: names[0] } : {}),
        },
      ]),
    ),
  }))
  const mf = new Miniflare({ workers })
  const url = await mf.ready

  type Fetcher = {
    fetch(input: string, init?: RequestInit): Promise<Response>
    scheduled(options: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }>
  }
  const worker = async (instance: number) => (await mf.getWorker(names[instance])) as unknown as Fetcher
  return {
    mf,
    names,
    url,
    async fetch(instance, path, init) {
      return (await worker(instance)).fetch(`http://worker.test${path}`, init)
    },
    async scheduled(instance) {
      return (await worker(instance)).scheduled({ cron: '*/1 * * * *', scheduledTime: new Date() })
    },
    async stop() {
      await mf.dispose()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
