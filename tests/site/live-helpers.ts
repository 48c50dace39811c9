/**
 * Shared set-up of the live-content tests: the run's site build served by the real site server, rendering from a
 * real lake (in-process, or a child process that can be stopped and restarted on the same port), and small readers
 * of what the server answers (status, `X-Site-Cache`, body).
 */
import type { SanityClient } from '@sanity/client'
import type { RunningSite } from '../../site/server/serve.ts'
import { lakeClient, type SpawnedLake, spawnLake, startTestLake } from '../support/lake.ts'
import { freePort } from '../support/ports.ts'
import { type BuiltSite, buildTestSite, serveTestSite } from '../support/site.ts'
import { waitFor } from '../support/wait.ts'

export interface Answer {
  status: number
  cache: string | null
  body: string
  ms: number
}

export interface LiveStack {
  built: BuiltSite
  site: RunningSite
  lakeUrl: string
  writer: SanityClient
  /** Present when the lake runs as a child process (`spawned: true`). */
  spawned?: SpawnedLake
  get(path: string, init?: RequestInit): Promise<Answer>
  /** Waits until the site server's live-events stream is open (only then does it cache pages). */
  connected(): Promise<void>
  stop(): Promise<void>
}

export async function startLiveStack(
  options: { spawned?: boolean; staleAfterMs?: number } = {},
): Promise<LiveStack> {
  const built = await buildTestSite()
  let spawned: SpawnedLake | undefined
  let lakeUrl: string
  let writer: SanityClient
  let stopLake: () => Promise<void>
  if (options.spawned) {
    spawned = await spawnLake({ port: await freePort(), seed: true })
    lakeUrl = spawned.url
    writer = lakeClient(lakeUrl, spawned.tokens.write)
    stopLake = async () => {
      await stack.spawned?.kill()
    }
  } else {
    const lake = await startTestLake({ seed: true })
    lakeUrl = lake.url
    writer = lake.client('write')
    stopLake = () => lake.stop()
  }
  const site = await serveTestSite(built, lakeUrl, { staleAfterMs: options.staleAfterMs })
  const stack: LiveStack = {
    built,
    site,
    lakeUrl,
    writer,
    spawned,
    async get(path, init) {
      const started = performance.now()
      const response = await fetch(site.url + path, init)
      const body = await response.text()
      return {
        status: response.status,
        cache: response.headers.get('x-site-cache'),
        body,
        ms: performance.now() - started,
      }
    },
    async connected() {
      await waitFor(() => site.live.connected, { timeoutMs: 30_000 })
    },
    async stop() {
      await site.close()
      await stopLake()
    },
  }
  return stack
}

/** A visible post: a title, a slug, a category and a publish time that has come. */
export async function publishPost(
  writer: SanityClient,
  post: { id: string; title: string; slug: string; body?: string },
): Promise<void> {
  const category = await writer.fetch<string>('*[_type == "category"][0]._id')
  await writer.createOrReplace(
    {
      _id: post.id,
      _type: 'post',
      title: post.title,
      slug: { _type: 'slug', current: post.slug },
      publishedAt: new Date(Date.now() - 1000).toISOString(),
      categories: [{ _type: 'reference', _ref: category, _key: 'c1' }],
      body: [
        {
          _type: 'block',
          _key: 'b1',
          style: 'normal',
          markDefs: [],
          children: [{ _type: 'span', _key: 's1', text: post.body ?? `${post.title}, in full.`, marks: [] }],
        },
      ],
    },
    { visibility: 'sync' },
  )
}
