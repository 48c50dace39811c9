import { publishedIdOf } from '@escrova/schemas/ids'
import { map } from 'rxjs'
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { PENDING_COMMENTS_QUERY } from '../lib/queries'
import { commentFilter, FLAGGED_COMMENTS_FILTER } from './filters'

const commentList = (S: StructureBuilder, status: string, title: string) =>
  S.documentList()
    .id(`comments-${status}`)
    .title(title)
    .schemaType('comment')
    .filter(commentFilter(status))
    .defaultOrdering([{ field: 'createdAt', direction: 'desc' }])

/** A comment waiting as a draft and its published copy are one comment: count published ids once. */
export function countComments(rows: Array<{ _id: string }> | null): number {
  return new Set((rows ?? []).map((row) => publishedIdOf(row._id))).size
}

export const moderationList = (S: StructureBuilder, count: number) =>
  S.list()
    .id('moderation')
    .title('Moderation')
    .items([
      S.listItem()
        .id('comments-pending')
        .title(`Pending (${count})`)
        .schemaType('comment')
        .child(commentList(S, 'pending', `Pending comments (${count})`)),
      S.listItem()
        .id('comments-flagged')
        .title('Possible scams')
        .schemaType('comment')
        .child(
          S.documentList()
            .id('comments-flagged')
            .title('Pending comments with scam signals')
            .schemaType('comment')
            .filter(FLAGGED_COMMENTS_FILTER)
            .defaultOrdering([{ field: 'createdAt', direction: 'desc' }]),
        ),
      S.listItem()
        .id('comments-approved')
        .title('Approved')
        .schemaType('comment')
        .child(commentList(S, 'approved', 'Approved comments')),
      S.listItem()
        .id('comments-rejected')
        .title('Rejected')
        .schemaType('comment')
        .child(commentList(S, 'rejected', 'Rejected comments')),
      S.listItem()
        .id('comments-spam')
        .title('Spam')
        .schemaType('comment')
        .child(commentList(S, 'spam', 'Spam')),
    ])

/** Moderation: pending comments first, their live count in the title so the queue is visible at a glance. */
export const moderationItem = (S: StructureBuilder, context: StructureResolverContext) =>
  S.listItem()
    .id('moderation')
    .title('Moderation')
    .child(() =>
      context.documentStore
        .listenQuery(PENDING_COMMENTS_QUERY, {}, { perspective: 'raw', throttleTime: 500 })
        .pipe(map((rows) => moderationList(S, countComments(rows as Array<{ _id: string }>)))),
    )
