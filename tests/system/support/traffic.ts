/**
 * Visitors' traffic for the whole-system checks: valid comments and applications with idempotency keys, sent to a
 * running function, and the ways to count what landed (with the write token, as staff would see it).
 */
import type { SanityClient } from '@sanity/client'

export const SYSTEM_POST = { id: 'post-system-load', slug: 'system-load-escrow-basics' } as const

/** One post the site shows (title, slug, a category, published), so comments can point at it. */
export async function seedSystemPost(client: SanityClient): Promise<void> {
  await client
    .transaction()
    .createOrReplace({ _id: 'category-system-load', _type: 'category', title: 'Escrow' })
    .createOrReplace({
      _id: SYSTEM_POST.id,
      _type: 'post',
      title: 'Escrow basics for first-time sellers in Kano',
      slug: { _type: 'slug', current: SYSTEM_POST.slug },
      categories: [{ _type: 'reference', _ref: 'category-system-load', _key: 'escrow' }],
      publishedAt: '2024-06-01T09:00:00Z',
    })
    .commit({ visibility: 'sync' })
}

export const commentBody = (n: number) => ({
  post: SYSTEM_POST.slug,
  name: `Visitor ${n}`,
  text: `Question ${n}: does the seller get paid only after I confirm delivery?`,
  consent: true,
})

export const applicationBody = (n: number) => ({
  fullName: `Applicant Number ${n}`,
  email: `applicant${n}@example.com`,
  phone: '+234 803 123 4567',
  location: 'Lagos',
  keyNeeds: ['Escrow Service'],
  otherNeed: '',
  platforms: ['Android'],
  consent: true,
})

export type Kind = 'comments' | 'wait-list'

export interface Submission {
  status: number
  /** The response body as text: what a client would see. */
  text: string
  ms: number
}

/** Sends one submission; network errors come back as status 0 rather than throwing. */
export async function submit(
  functionUrl: string,
  kind: Kind,
  n: number,
  idempotencyKey: string,
  timeoutMs = 30_000,
): Promise<Submission> {
  const started = performance.now()
  try {
    const response = await fetch(`${functionUrl}/api/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(kind === 'comments' ? commentBody(n) : applicationBody(n)),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    return { status: response.status, text, ms: performance.now() - started }
  } catch (error) {
    const cause = (error as Error).cause
    return {
      status: 0,
      text: `${String(error)}${cause ? ` (${String(cause)})` : ''}`,
      ms: performance.now() - started,
    }
  }
}

/**
 * Sends one submission and, when the connection fails before any answer (status 0: a reset or refused connection, as
 * a burst of thousands of new connections can cause), sends it again with the same Idempotency-Key, as a client
 * should. Returns the final result and how many network-level retries it took.
 */
export async function submitRetryingNetworkErrors(
  functionUrl: string,
  kind: Kind,
  n: number,
  idempotencyKey: string,
  timeoutMs = 30_000,
  attempts = 5,
): Promise<Submission & { retries: number }> {
  let retries = 0
  for (;;) {
    const result = await submit(functionUrl, kind, n, idempotencyKey, timeoutMs)
    if (result.status !== 0 || retries + 1 >= attempts) return { ...result, retries }
    retries++
    await new Promise((resolve) => setTimeout(resolve, 100 * retries))
  }
}

/** Comments the function stored (all private drafts until moderated), counted with the write token. */
export function countComments(client: SanityClient): Promise<number> {
  return client.fetch<number>(
    'count(*[_type == "comment" && string::startsWith(_id, "drafts.comment-")])',
    {},
    {
      perspective: 'raw',
    },
  )
}

export function countApplications(client: SanityClient): Promise<number> {
  return client.fetch<number>('count(*[_type == "waitListApplication"])', {}, { perspective: 'raw' })
}

/** Applications by delivery status, e.g. `{pending: 3, delivered: 997}`. */
export async function deliveryStatuses(client: SanityClient): Promise<Record<string, number>> {
  const statuses = await client.fetch<string[]>(
    '*[_type == "waitListApplication"].delivery.status',
    {},
    {
      perspective: 'raw',
    },
  )
  const counts: Record<string, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

export { waitFor } from '../../support/wait.ts'

/** Runs `tasks` with at most `limit` in flight. */
export async function inParallel<T>(
  count: number,
  limit: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count)
  let next = 0
  const workers = Array.from({ length: Math.min(limit, count) }, async () => {
    while (next < count) {
      const i = next++
      results[i] = await task(i)
    }
  })
  await Promise.all(workers)
  return results
}

/** The `{error: {code, message}}` shape every function error has, with nothing internal in it. */
export function isCleanError(text: string): boolean {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return false
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } }).error
  return (
    typeof error?.code === 'string' &&
    typeof error.message === 'string' &&
    !/\bat .+:\d+:\d+|\.ts\b|stack|ECONNREFUSED|token/i.test(text)
  )
}
