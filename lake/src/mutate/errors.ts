export interface MutationErrorItem {
  error: { description: string; type: string; id?: string; [key: string]: unknown }
  index: number
}

/** Sanity's mutation failure: `{error: {type: 'mutationError', description, items: [{error, index}]}}`. */
export class MutationError extends Error {
  constructor(
    readonly status: number,
    readonly items: MutationErrorItem[],
    description?: string,
  ) {
    super(description ?? `Mutation(s) failed with ${items.length} error(s)`)
  }

  toBody() {
    return { error: { type: 'mutationError', description: this.message, items: this.items } }
  }
}

export function itemError(
  status: number,
  index: number,
  type: string,
  description: string,
  extra: Record<string, unknown> = {},
): MutationError {
  return new MutationError(status, [{ error: { description, type, ...extra }, index }])
}
