import { isDraftId, publishedIdOf, versionIdOf } from '@escrova/schemas/ids'
import { applyActions } from '../actions/actions.ts'
import { WRITE_ROBOT } from '../auth/identify.ts'
import { randomId } from '../mutate/ids.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'
import type { SanityDocument } from '../shared/types.ts'
import type { Dataset } from '../store/dataset.ts'

/** The field the Studio's former Schedule action set on a draft (the function published the draft at that time). */
export const LEGACY_SCHEDULE_FIELD = 'scheduledPublishAt'

/** What the Studio names a Scheduled Draft's release when it makes one (`scheduled-drafts.release.title`). */
const RELEASE_TITLE = 'Scheduled draft'

export interface MigratedDraft {
  draftId: string
  releaseId: string
  publishAt: string
}

/** The drafts still scheduled the old way: a draft carrying a valid schedule time. */
export function legacyScheduledDrafts(dataset: Dataset): SanityDocument[] {
  const found: SanityDocument[] = []
  for (const [id, doc] of dataset.docs) {
    const at = doc[LEGACY_SCHEDULE_FIELD]
    if (isDraftId(id) && typeof at === 'string' && !Number.isNaN(Date.parse(at))) found.push(doc)
  }
  return found.sort((a, b) => (a._id < b._id ? -1 : 1))
}

/**
 * The version a Scheduled Draft publishes: the draft without the schedule field. A post never published before is
 * dated at its scheduled time, and one already out keeps its date, as the former schedule job did, so readers see
 * it as new when it appears.
 */
function versionOf(
  draft: SanityDocument,
  releaseId: string,
  publishAt: string,
  isNew: boolean,
): SanityDocument {
  const { _rev: _r, _updatedAt: _u, _createdAt: _c, [LEGACY_SCHEDULE_FIELD]: _s, ...content } = draft
  const dated = draft._type !== 'post' ? {} : isNew || !content.publishedAt ? { publishedAt: publishAt } : {}
  return { ...content, ...dated, _id: versionIdOf(publishedIdOf(draft._id), releaseId) } as SanityDocument
}

/**
 * Moves one draft scheduled the old way to a Scheduled Draft, in one transaction: a release `_.releases.<id>`
 * (`releaseType: "scheduled"`, `cardinality: "one"`, scheduled at the old time), the draft's content as its version,
 * the draft discarded. The author is whoever last wrote the draft (the person who scheduled it, when the former
 * Schedule action was the last change), so the release publishes under their name. A time already past is kept:
 * the lake's release scheduler publishes a release that is due at once.
 */
async function migrateOne(
  lake: LakeRuntime,
  dataset: Dataset,
  draft: SanityDocument,
): Promise<MigratedDraft> {
  const publishAt = new Date(String(draft[LEGACY_SCHEDULE_FIELD])).toISOString()
  const releaseId = `r${randomId(8)}`
  const publishedId = publishedIdOf(draft._id)
  const author = draft._rev ? lake.store.history.transaction(dataset.name, draft._rev)?.identity : undefined
  await applyActions(
    dataset,
    [
      {
        actionType: 'sanity.action.release.import',
        releaseId,
        attributes: {
          metadata: {
            title: RELEASE_TITLE,
            description: '',
            releaseType: 'scheduled',
            cardinality: 'one',
            intendedPublishAt: publishAt,
          },
          state: 'scheduled',
          publishAt,
        },
      },
      {
        actionType: 'sanity.action.document.version.create',
        publishedId,
        document: versionOf(draft, releaseId, publishAt, !dataset.get(publishedId)),
      },
      { actionType: 'sanity.action.document.discard', draftId: draft._id },
    ],
    { caller: { ...WRITE_ROBOT, identity: author ?? WRITE_ROBOT.identity } },
  )
  return { draftId: draft._id, releaseId, publishAt }
}

/**
 * Every draft scheduled the old way, in every dataset, becomes a Scheduled Draft. Idempotent: a moved draft no longer
 * exists, so a second run finds nothing. Run at every lake start (`../server/server.ts`) and by `npm run lake -- migrate
 * scheduled-drafts` (`../cli/migrate.ts`).
 */
export async function migrateScheduledDrafts(lake: LakeRuntime): Promise<MigratedDraft[]> {
  const moved: MigratedDraft[] = []
  for (const name of lake.store.datasetNames()) {
    const dataset = lake.store.dataset(name)
    if (!dataset) continue
    for (const draft of legacyScheduledDrafts(dataset)) moved.push(await migrateOne(lake, dataset, draft))
  }
  return moved
}
