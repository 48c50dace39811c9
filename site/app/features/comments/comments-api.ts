import type {
  COMMENT_REPLIES_QUERY_RESULT,
  COMMENT_THREADS_QUERY_RESULT,
} from '@escrova/schemas/sanity.types'
import { groqFetch } from '../../lib/content-fetch.ts'
import { COMMENT_REPLIES_QUERY, COMMENT_THREADS_PER_PAGE, COMMENT_THREADS_QUERY } from '../../lib/queries.ts'

/**
 * One approved comment (the queries' projection, typegen). The function always writes `name`, `text` and
 * `createdAt`, so an approved comment has them although the schema leaves them optional.
 */
export type CommentRecord = Omit<COMMENT_REPLIES_QUERY_RESULT[number], 'name' | 'text' | 'createdAt'> & {
  name: string
  text: string
  createdAt: string
}

export interface CommentNode extends CommentRecord {
  replies: CommentNode[]
}

/** Where the next page of threads starts: just after the last thread shown (both empty for the first page). */
export interface ThreadCursor {
  afterCreatedAt: string
  afterId: string
}

export const FIRST_PAGE: ThreadCursor = { afterCreatedAt: '', afterId: '' }

export interface ThreadsPage {
  /** The page's threads, oldest first, each with its approved replies nested. */
  threads: CommentNode[]
  /** Threads after the cursor, this page's included: more remain when it is larger than `threads.length`. */
  threadsAfterCursor: number
  /** Comments the post shows in all (every page), for the heading and the post's meta line. */
  commentCount: number
}

/** Reply depth the page follows; the function only accepts replies to approved comments, so chains stay short. */
const MAX_REPLY_DEPTH = 20

/**
 * The next page of a post's threads, asked at run time so an approval shows without a rebuild: the top-level
 * comments (a GROQ slice), then their replies level by level (by parent id), so only what the page shows is fetched.
 */
export async function fetchThreadsPage(
  postId: string,
  cursor: ThreadCursor,
  signal?: AbortSignal,
): Promise<ThreadsPage> {
  const page = await groqFetch<COMMENT_THREADS_QUERY_RESULT>(
    COMMENT_THREADS_QUERY,
    { postId, ...cursor, limit: COMMENT_THREADS_PER_PAGE },
    { signal },
  )
  const records = [...(page?.threads ?? [])] as CommentRecord[]
  let parentIds = records.map((record) => record._id)
  // Every reply the post has is fetched once this many are: no level left to ask for (most posts have none).
  let repliesLeft = page?.replyCount ?? Number.POSITIVE_INFINITY
  for (let depth = 0; depth < MAX_REPLY_DEPTH && parentIds.length > 0 && repliesLeft > 0; depth++) {
    const replies = (await groqFetch<COMMENT_REPLIES_QUERY_RESULT>(
      COMMENT_REPLIES_QUERY,
      { postId, parentIds },
      { signal },
    )) as CommentRecord[]
    records.push(...(Array.isArray(replies) ? replies : []))
    parentIds = Array.isArray(replies) ? replies.map((reply) => reply._id) : []
    repliesLeft -= parentIds.length
  }
  return {
    threads: buildCommentTree(await maskedForReaders(records)),
    threadsAfterCursor: page?.threadsAfterCursor ?? 0,
    commentCount: page?.commentCount ?? 0,
  }
}

/**
 * A moderator may approve a comment that carries a phone or account number (the scam flags stay on it in the
 * Studio); readers see those numbers masked ("0803 *** ****"), by the same detectors that flagged them. Every such
 * number has at least eight digits, so the detectors' code is fetched only when some comment has that many: most
 * pages of comments never load it.
 */
async function maskedForReaders(records: CommentRecord[]): Promise<CommentRecord[]> {
  const mayHoldNumbers = (value: string) => value.replace(/\D/g, '').length >= MIN_NUMBER_DIGITS
  if (!records.some((record) => mayHoldNumbers(record.name) || mayHoldNumbers(record.text))) return records
  const { maskContactNumbers } = await import('@escrova/schemas/scams/mask')
  return records.map((record) => ({
    ...record,
    name: maskContactNumbers(record.name),
    text: maskContactNumbers(record.text),
  }))
}

/** The fewest digits a masked number has (an international phone number: 8 to 15). */
const MIN_NUMBER_DIGITS = 8

/** The cursor after the last of `threads` (the order of COMMENT_THREADS_QUERY: createdAt, then _id). */
export function cursorAfter(threads: CommentNode[], previous: ThreadCursor): ThreadCursor {
  const last = threads.at(-1)
  return last ? { afterCreatedAt: last.createdAt, afterId: last._id } : previous
}

/**
 * Nests replies under their parents, keeping the records' order (threads in page order, replies oldest first);
 * a reply whose parent is not shown (not approved) is left out with it.
 */
export function buildCommentTree(records: CommentRecord[]): CommentNode[] {
  const nodes = new Map<string, CommentNode>()
  for (const record of records) nodes.set(record._id, { ...record, replies: [] })
  const roots: CommentNode[] = []
  for (const node of nodes.values()) {
    if (!node.parent) roots.push(node)
    else nodes.get(node.parent)?.replies.push(node)
  }
  return roots
}
