import type { Dataset } from '../store/dataset.ts'

const chains = new WeakMap<Dataset, Promise<unknown>>()

/**
 * Runs `work` after every earlier write to the dataset has finished. Preparing a transaction can await (GROQ for
 * delete/patch by query), so writes queue here to stay serializable: each sees the state the previous one left.
 * Every writer (mutate, actions, import) goes through this.
 */
export function serialize<T>(dataset: Dataset, work: () => Promise<T> | T): Promise<T> {
  const previous = chains.get(dataset) ?? Promise.resolve()
  const run = previous.then(work, work)
  chains.set(
    dataset,
    run.catch(() => undefined),
  )
  return run
}
