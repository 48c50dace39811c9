/** Documents the function tests need, written straight to the lake with the write token. */
import type { SanityClient } from '@sanity/client'

export const FIXTURE = {
  postId: 'post-fn-escrow-basics',
  postSlug: 'escrow-basics-for-lagos-sellers',
  otherPostId: 'post-fn-other',
  draftOnlyPostId: 'post-fn-draft-only',
  futurePostId: 'post-fn-future',
  undatedPostId: 'post-fn-undated',
  uncategorisedPostId: 'post-fn-uncategorised',
  untitledPostId: 'post-fn-untitled',
  categoryId: 'category-fn-escrow',
  /** An approved comment on the future post (written before it was rescheduled): a reply to it must still fail. */
  hiddenPostCommentId: 'comment-fn-hidden-post',
  approvedCommentId: 'comment-fn-approved',
  otherPostCommentId: 'comment-fn-other-post',
  pendingCommentId: 'comment-fn-pending',
} as const

export async function seedFunctionFixtures(client: SanityClient): Promise<void> {
  // Visible on the site: a title, a slug, a category and a past publish time (each hidden post lacks one of them).
  const post = (id: string, slug: string, publishedAt: string) => ({
    _id: id,
    _type: 'post',
    title: `Escrow basics ${slug}`,
    slug: { _type: 'slug', current: slug },
    categories: [{ _type: 'reference', _ref: FIXTURE.categoryId, _key: 'escrow' }],
    publishedAt,
  })
  const { publishedAt: _undated, ...undated } = post(FIXTURE.undatedPostId, 'undated-post', '')
  const { categories: _none, ...uncategorised } = post(
    FIXTURE.uncategorisedPostId,
    'uncategorised-post',
    '2024-05-04T09:00:00Z',
  )
  const { title: _untitled, ...untitled } = post(
    FIXTURE.untitledPostId,
    'untitled-post',
    '2024-05-05T09:00:00Z',
  )
  await client
    .transaction()
    .createOrReplace({ _id: FIXTURE.categoryId, _type: 'category', title: 'Escrow' })
    .createOrReplace(post(FIXTURE.postId, FIXTURE.postSlug, '2024-05-01T09:00:00Z'))
    .createOrReplace(post(FIXTURE.otherPostId, 'other-post', '2024-05-02T09:00:00Z'))
    .createOrReplace({ ...post(`drafts.${FIXTURE.draftOnlyPostId}`, 'draft-only', '2024-05-03T09:00:00Z') })
    .createOrReplace(post(FIXTURE.futurePostId, 'future-post', '2999-01-01T00:00:00Z'))
    .createOrReplace(undated)
    .createOrReplace(uncategorised)
    .createOrReplace(untitled)
    .createOrReplace({
      _id: FIXTURE.hiddenPostCommentId,
      _type: 'comment',
      post: { _type: 'reference', _ref: FIXTURE.futurePostId, _weak: true },
      name: 'Early Bird',
      text: 'Approved while the post was still out.',
      createdAt: '2024-05-01T12:00:00Z',
      moderationStatus: 'approved',
    })
    .createOrReplace({
      _id: FIXTURE.approvedCommentId,
      _type: 'comment',
      post: { _type: 'reference', _ref: FIXTURE.postId, _weak: true },
      name: 'Chinedu',
      text: 'Escrow saved my first online sale.',
      createdAt: '2024-05-01T10:00:00Z',
      moderationStatus: 'approved',
    })
    .createOrReplace({
      _id: FIXTURE.otherPostCommentId,
      _type: 'comment',
      post: { _type: 'reference', _ref: FIXTURE.otherPostId, _weak: true },
      name: 'Bisi',
      text: 'Approved, but on the other post.',
      createdAt: '2024-05-02T10:00:00Z',
      moderationStatus: 'approved',
    })
    .createOrReplace({
      _id: `drafts.${FIXTURE.pendingCommentId}`,
      _type: 'comment',
      post: { _type: 'reference', _ref: FIXTURE.postId, _weak: true },
      name: 'Pending Paul',
      text: 'Still waiting for a moderator.',
      createdAt: '2024-05-01T11:00:00Z',
      moderationStatus: 'pending',
    })
    .commit({ visibility: 'sync' })
}

/** Every document a submission could have written: counted before and after a bad request. */
export async function countSubmissions(client: SanityClient): Promise<number> {
  return client.fetch<number>(
    'count(*[_type in ["comment", "waitListApplication", "supportTicket"] || _id in path("waitList.**") || _id in path("supportTicket.**")])',
    {},
    { perspective: 'raw' },
  )
}
