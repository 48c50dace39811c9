import { MutationError } from '../mutate/errors.ts'

/**
 * The Actions API's failures in its own shape (`ActionError` in `@sanity/client`): `{error: {type: 'actionError',
 * description, items}}`, except a refusal, which is `insufficientPermissionsError` at the top (with the items too):
 * the Studio's release permission probes read `error.details.type` (`useReleasePermissions`).
 */
class ActionError extends MutationError {
  override toBody() {
    const refusal = this.items.find((item) => item.error.type === 'insufficientPermissionsError')
    if (refusal) return { error: { ...refusal.error, items: this.items } }
    return { error: { type: 'actionError', description: this.message, items: this.items } }
  }
}

export async function asActionError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof MutationError && !(error instanceof ActionError)) {
      const description = error.message.replace(/^Mutation\(s\) failed/, 'Action(s) failed')
      throw new ActionError(error.status, error.items, description)
    }
    throw error
  }
}
