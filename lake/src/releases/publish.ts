import { isDeepStrictEqual } from 'node:util'
import { draftIdOf, publishedIdOf } from '@escrova/schemas/ids'
import type { SanityDocument } from '../shared/types.ts'
import { versionsOf } from './ids.ts'
import { type ContextPlanner, contentOf, type PlanContext } from './plan-context.ts'
import type { ReleaseDocument } from './release-document.ts'
import { requireRelease } from './release-lookup.ts'

/** A version marked by `sanity.action.document.version.unpublish`: publishing the release unpublishes the document. */
export const isUnpublishMarker = (doc: SanityDocument): boolean =>
  (doc._system as { delete?: unknown } | undefined)?.delete === true

/** A document's content without what the lake writes itself (ids, revision, times, release bookkeeping). */
function bodyOf(doc: SanityDocument): Record<string, unknown> {
  const { _id: _i, _createdAt: _c, _system: _s, ...content } = contentOf(doc)
  return content
}

/**
 * A Scheduled Draft is made from the document's draft, which stays. When it goes out, a draft still holding exactly
 * what was scheduled would show as unpublished changes that are none ("Published" and "Draft" both shown): it goes
 * with the version. A draft edited since is someone's later work and stays.
 */
function scheduledDraftLeftover(release: ReleaseDocument, version: SanityDocument, context: PlanContext) {
  if (release.metadata?.cardinality !== 'one' || isUnpublishMarker(version)) return undefined
  const draftId = draftIdOf(publishedIdOf(version._id))
  const draft = context.lookup(draftId)
  return draft && isDeepStrictEqual(bodyOf(draft), bodyOf(version)) ? draftId : undefined
}

/**
 * Every version of the release becomes its published document (or, marked to unpublish, removes it), the versions
 * go, and the release records what it published: all in the mutations of one transaction, so one commit, one
 * listen and live event per document in the same transaction, and a crash leaves all of it or none.
 */
export function planReleasePublish(release: ReleaseDocument, context: PlanContext): unknown[] {
  const versions = versionsOf(context.documents(), release.name)
  const mutations: unknown[] = []
  for (const version of versions) {
    const publishedId = publishedIdOf(version._id)
    const published = context.lookup(publishedId)
    if (isUnpublishMarker(version)) {
      if (published) mutations.push({ delete: { id: publishedId } })
    } else {
      const { _system: _s, ...content } = contentOf(version)
      const createdAt = published?._createdAt ?? version._createdAt
      mutations.push({ createOrReplace: { ...content, _id: publishedId, _createdAt: createdAt } })
    }
    mutations.push({ delete: { id: version._id } })
    const leftover = scheduledDraftLeftover(release, version, context)
    if (leftover) mutations.push({ delete: { id: leftover } })
  }
  mutations.push({
    patch: {
      id: release._id,
      set: {
        state: 'published',
        publishedAt: context.now,
        finalDocumentStates: versions.map((version) => ({ id: version._id })),
      },
    },
  })
  return mutations
}

/** `sanity.action.release.publish`: an active release now (a scheduled one is unscheduled first, as the Studio does). */
export const publishRelease: ContextPlanner = (action, index, context) =>
  planReleasePublish(requireRelease(action, index, context, ['active']), context)
