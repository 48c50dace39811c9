/** The measurement of `release.bench.ts`: one scheduled release at a time, against a running site server and lake. */
import type { SanityClient } from '@sanity/client'
import type { RunningSite } from '../server/serve.ts'

const NEW_POSTS = 8
/** How far ahead each release is scheduled: time enough to create it and see every page cached. */
const LEAD_MS = 3000

export interface ReleaseRound {
  /** From the scheduled moment until the last affected page showed the change. */
  toLive: number
  /** From the first affected page showing it to the last. */
  skew: number
  /** When each page first showed it, ms after the scheduled moment. */
  pages: Record<string, number>
}

/** A page the release changes, and how to tell it shows the change. */
interface Watched {
  path: string
  shows: (status: number, body: string) => boolean
}

const block = (text: string) => [
  {
    _type: 'block',
    _key: 'b1',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 's1', text, marks: [] }],
  },
]

async function get(origin: string, path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(origin + path)
  return { status: response.status, body: await response.text() }
}

/** One release of 10 documents, scheduled `LEAD_MS` ahead; resolves when every page shows it. */
async function oneRound(site: RunningSite, writer: SanityClient, round: number): Promise<ReleaseRound> {
  const client = writer.withConfig({ apiVersion: '2025-02-19' })
  const tag = `${Date.now() % 1_000_000}-${round}`
  const releaseId = `rbench${tag.replace('-', 'x')}`
  const category = await client.fetch<string>('*[_type == "category"][0]._id')
  const home = await client.getDocument('homePage')
  const service = await client.fetch<Record<string, unknown> & { _id: string; slug: { current: string } }>(
    '*[_type == "servicePage" && defined(slug.current)] | order(_id asc)[0]',
  )
  if (!home || !service) throw new Error('the seed has no home page or service page')
  const publishAt = Date.now() + LEAD_MS
  const posts = Array.from({ length: NEW_POSTS }, (_, i) => ({
    id: `post-release-bench-${tag}-${i}`,
    slug: `release-bench-${tag}-${i}`,
    title: `Escrow release bench ${tag} ${i}`,
  }))
  const headline = `Escrow release bench headline ${tag}`
  const serviceTitle = `Escrow release bench service ${tag}`
  const strip = ({ _rev, _createdAt, _updatedAt, ...content }: Record<string, unknown>) => content
  await client.action([
    {
      actionType: 'sanity.action.release.create',
      releaseId,
      metadata: { title: `Bench ${tag}`, releaseType: 'scheduled' },
    },
    ...posts.map((post) => ({
      actionType: 'sanity.action.document.version.create',
      publishedId: post.id,
      document: {
        _id: `versions.${releaseId}.${post.id}`,
        _type: 'post',
        title: post.title,
        slug: { _type: 'slug', current: post.slug },
        publishedAt: new Date(publishAt).toISOString(),
        categories: [{ _type: 'reference', _ref: category, _key: 'c1' }],
        body: block(`${post.title}, in full.`),
      },
    })),
    {
      actionType: 'sanity.action.document.version.create',
      publishedId: 'homePage',
      document: {
        ...strip(home),
        _id: `versions.${releaseId}.homePage`,
        hero: { ...(home.hero as object), headline },
      },
    },
    {
      actionType: 'sanity.action.document.version.create',
      publishedId: service._id,
      document: { ...strip(service), _id: `versions.${releaseId}.${service._id}`, title: serviceTitle },
    },
    {
      actionType: 'sanity.action.release.schedule',
      releaseId,
      publishAt: new Date(publishAt).toISOString(),
    },
  ] as never)

  const newest = posts.slice(-3)
  const watched: Watched[] = [
    ...posts.map((post) => ({
      path: `/blogs/${post.slug}`,
      shows: (status: number, body: string) => status === 200 && body.includes(post.title),
    })),
    { path: '/', shows: (_s, body) => body.includes(headline) && newest.some((p) => body.includes(p.title)) },
    { path: `/services/${service.slug.current}`, shows: (_s, body) => body.includes(serviceTitle) },
    { path: '/blogs', shows: (_s, body) => newest.every((post) => body.includes(post.title)) },
    {
      path: '/sitemap.xml',
      shows: (_s, body) => posts.every((post) => body.includes(`/blogs/${post.slug}<`)),
    },
    { path: '/rss.xml', shows: (_s, body) => newest.every((post) => body.includes(post.title)) },
  ]
  // The pages as a visited site has them: cached (the new posts' pages are 404s, which are never cached).
  for (const page of watched) await get(site.url, page.path)
  const firstShown = await Promise.all(
    watched.map(async (page) => {
      for (;;) {
        const { status, body } = await get(site.url, page.path)
        if (page.shows(status, body)) return Date.now()
        if (Date.now() - publishAt > 60_000)
          throw new Error(`${page.path} not live 60 s after the release time`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }),
  )
  return {
    toLive: Math.max(...firstShown) - publishAt,
    skew: Math.max(...firstShown) - Math.min(...firstShown),
    pages: Object.fromEntries(watched.map((page, i) => [page.path, firstShown[i] - publishAt])),
  }
}

/** `rounds` releases one after another, each on a site whose pages were cached before it. */
export async function releaseToLive(
  site: RunningSite,
  writer: SanityClient,
  rounds: number,
): Promise<ReleaseRound[]> {
  const deadline = Date.now() + 30_000
  while (!site.live.connected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  const results: ReleaseRound[] = []
  for (let round = 0; round < rounds; round++) results.push(await oneRound(site, writer, round))
  return results
}
