import { itemError } from '../mutate/errors.ts'
import type { SanityDocument } from '../shared/types.ts'
import { RELEASE_TYPE, releaseDocumentId } from './ids.ts'

/**
 * A release as `@sanity/client` types it (`ReleaseDocument`): its state, when it is to be and was published, the
 * versions it published or archived (`finalDocumentStates`), and the metadata people edit.
 */
export const RELEASE_STATES = [
  'active',
  'scheduling',
  'scheduled',
  'publishing',
  'published',
  'archiving',
  'archived',
  'unarchiving',
] as const
export type ReleaseState = (typeof RELEASE_STATES)[number]

export interface ReleaseMetadata {
  title?: string
  description?: string
  intendedPublishAt?: string
  releaseType: 'asap' | 'scheduled' | 'undecided'
  cardinality?: 'many' | 'one'
}

export interface ReleaseDocument extends SanityDocument {
  name: string
  state: ReleaseState
  publishAt?: string
  publishedAt?: string
  finalDocumentStates?: Array<{ id: string }>
  metadata: ReleaseMetadata
}

const RELEASE_TYPES = ['asap', 'scheduled', 'undecided']
const CARDINALITIES = ['many', 'one']

/** Checks metadata as a create or an edit leaves it; `index` is the action's, for the error. */
export function checkMetadata(raw: unknown, index: number): ReleaseMetadata {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw itemError(400, index, 'validationError', '"metadata" must be an object')
  }
  const metadata = raw as Record<string, unknown>
  for (const field of ['title', 'description']) {
    if (metadata[field] !== undefined && typeof metadata[field] !== 'string') {
      throw itemError(400, index, 'validationError', `"metadata.${field}" must be a string`, { field })
    }
  }
  if (!RELEASE_TYPES.includes(metadata.releaseType as string)) {
    throw itemError(
      400,
      index,
      'validationError',
      `"metadata.releaseType" must be one of ${RELEASE_TYPES.join(', ')}`,
      { field: 'releaseType' },
    )
  }
  if (metadata.cardinality !== undefined && !CARDINALITIES.includes(metadata.cardinality as string)) {
    throw itemError(400, index, 'validationError', '"metadata.cardinality" must be "many" or "one"', {
      field: 'cardinality',
    })
  }
  const intended = metadata.intendedPublishAt
  if (intended !== undefined && (typeof intended !== 'string' || Number.isNaN(Date.parse(intended)))) {
    throw itemError(400, index, 'validationError', '"metadata.intendedPublishAt" must be an ISO date-time', {
      field: 'intendedPublishAt',
    })
  }
  return metadata as unknown as ReleaseMetadata
}

export function newRelease(releaseId: string, metadata: ReleaseMetadata): ReleaseDocument {
  return {
    _id: releaseDocumentId(releaseId),
    _type: RELEASE_TYPE,
    name: releaseId,
    state: 'active',
    metadata,
  }
}

export const isRelease = (doc: SanityDocument | null | undefined): doc is ReleaseDocument =>
  doc?._type === RELEASE_TYPE
