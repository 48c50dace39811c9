/**
 * Extension point for the query path: each preprocessor may rewrite a query and its params before the lake parses
 * it (the Studio helper uses this for `text::query()`, which groq-js does not implement).
 */
export interface QueryInput {
  query: string
  params: Record<string, unknown>
  dataset: string
  /** Who asks (`auth/identify.ts`), when known. */
  identity?: string
  /** The dataset object the query runs on, to tell apart two lakes in one process (tests). */
  source?: object
}

export type QueryPreprocessor = (input: QueryInput) => QueryInput

const preprocessors: QueryPreprocessor[] = []

export function addQueryPreprocessor(preprocessor: QueryPreprocessor): () => void {
  preprocessors.push(preprocessor)
  return () => {
    const index = preprocessors.indexOf(preprocessor)
    if (index >= 0) preprocessors.splice(index, 1)
  }
}

export function preprocessQuery(input: QueryInput): QueryInput {
  let current = input
  for (const preprocessor of preprocessors) current = preprocessor(current)
  return current
}
