import { type ReadScope, readScopeOf, scopeAllows } from '../auth/access.ts'
import type { Caller } from '../auth/identify.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'
import { HttpError } from '../shared/http-error.ts'
import type { SanityDocument } from '../shared/types.ts'

/**
 * A dataset's documents the caller may read, of `types` when given, for `data/export/<dataset>`. They are the
 * documents as they are now (a commit during the export does not change what it sends), yielded one at a time so
 * a large dataset is never held as one string.
 */
export function exportedDocuments(
  lake: LakeRuntime,
  caller: Caller,
  name: string,
  types: string[] | undefined,
): Iterator<SanityDocument> {
  const dataset = lake.store.dataset(name)
  if (!dataset) throw new HttpError(404, `Dataset "${name}" not found for project ID "${lake.projectId}"`)
  return readable([...dataset.docs.values()], readScopeOf(caller), types)
}

function* readable(
  documents: SanityDocument[],
  scope: ReadScope,
  types: string[] | undefined,
): Generator<SanityDocument> {
  for (const doc of documents) {
    if (!scopeAllows(scope, doc)) continue
    if (types && !types.includes(doc._type)) continue
    yield doc
  }
}
