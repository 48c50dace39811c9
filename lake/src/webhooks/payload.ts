import { type ExprNode, evaluate, parse } from 'groq-js'
import type { WebhookConfig } from '../runtime/options.ts'
import type { DocumentChange, SanityDocument } from '../shared/types.ts'

export type Operation = 'create' | 'update' | 'delete'

export function operationOf(change: DocumentChange): Operation {
  if (!change.before) return 'create'
  return change.after ? 'update' : 'delete'
}

const compiled = new Map<string, ExprNode>()

/**
 * The hosted semantics: `*[<filter>]<projection>` is evaluated in GROQ's delta mode (so `before()`, `after()` and
 * `delta::changedAny()` work) over the document as it is after the change (before it, for a delete). A match gives
 * the body: the projection's result, or the whole document without one. `identity()` is the member (or robot) id
 * whose transaction made the change, as on hosted Sanity.
 */
export async function webhookBody(
  hook: WebhookConfig,
  change: DocumentChange,
  dereference: (ref: { _ref: string }) => SanityDocument | undefined,
  identity?: string,
): Promise<{ matched: boolean; body?: unknown }> {
  const subject = change.after ?? change.before
  if (!subject) return { matched: false }
  const query = `*[${hook.filter?.trim() || 'true'}]${hook.projection?.trim() ?? ''}`
  let tree = compiled.get(query)
  if (!tree) {
    tree = parse(query, { mode: 'delta' }) as ExprNode
    compiled.set(query, tree)
  }
  const value = await evaluate(tree, {
    dataset: [subject],
    before: change.before ?? null,
    after: change.after ?? null,
    dereference,
    identity,
  })
  const result = (await value.get()) as unknown[]
  if (!Array.isArray(result) || result.length === 0) return { matched: false }
  return { matched: true, body: result[0] }
}
