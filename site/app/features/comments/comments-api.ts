import type { APPROVED_COMMENTS_QUERY_RESULT } from '@escrova/schemas/sanity.types'
import { groqFetch } from '../../lib/content-fetch.ts'
import { APPROVED_COMMENTS_QUERY } from '../../lib/queries.ts'
import { submitJson } from './submit-client.ts'

/**
 * One approved comment (APPROVED_COMMENTS_QUERY's result, typegen). The function always writes `name`, `text` and
 * `createdAt`, so an approved comment has them although the schema leaves them optional.
 */
export type CommentRecord = Omit<APPROVED_COMMENTS_QUERY_RESULT[number], 'name' | 'text' | 'createdAt'> & {
  name: string
  text: string
  createdAt: string
}

export interface CommentNode extends CommentRecord {
  replies: CommentNode[]
}

/** Approved comments, asked at run time so an approval shows without a rebuild. */
export async function fetchApprovedComments(postId: string, signal?: AbortSignal): Promise<CommentRecord[]> {
  const comments = await groqFetch<APPROVED_COMMENTS_QUERY_RESULT>(
    APPROVED_COMMENTS_QUERY,
    { postId },
    { signal },
  )
  return Array.isArray(comments) ? (comments as CommentRecord[]) : []
}

/** Nests replies under their parents; a reply whose parent is not shown (not approved) is left out with it. */
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

/** Comments reachable from the roots: what the page shows and counts. */
export function countShown(nodes: CommentNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countShown(node.replies), 0)
}

export interface NewComment {
  post: string
  parent?: string
  name: string
  text: string
  email?: string
  /** Honeypot: people never see it, so anything in it marks a bot. */
  website: string
}

export function sendComment(comment: NewComment, idempotencyKey: string) {
  return submitJson<{ id: string; status: 'pending' }>('/api/comments', comment, idempotencyKey)
}
