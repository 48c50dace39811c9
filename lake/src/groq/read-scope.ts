/**
 * Read scopes: a caller's reads as one GROQ filter (`../auth/access.ts` derives it from their roles' grants), and whether a
 * document is in one. Kept apart from `../auth/access.ts` so the query workers (`pool/`) load only this: Node's
 * type stripping there runs no TypeScript that needs compiling. Filters are compiled once to plain JS
 * (`groq/predicate.ts`), so a check costs a few property reads per document.
 */
import { EVERYTHING, PUBLIC_DOCUMENTS } from '@escrova/schemas/roles'
import { type ExprNode, evaluateSync, parse } from 'groq-js'
import type { SanityDocument } from '../shared/types.ts'
import { compilePredicate, type Predicate } from './predicate.ts'

/** A GROQ filter: the documents a caller may read. */
export type ReadScope = string

/** The read scopes of an administrator and of an anonymous reader. */
export const EVERY_DOCUMENT: ReadScope = EVERYTHING
export const PUBLIC_SCOPE: ReadScope = PUBLIC_DOCUMENTS

export const isPublicId = (id: string): boolean => !id.includes('.')

type Test = (doc: SanityDocument) => boolean
const compiled = new Map<string, Test>()
const CONTEXT = { now: new Date(0) }

/** Compiled once per distinct filter; a filter outside the compiled subset falls back to groq-js itself. */
export function testOf(filter: string): Test {
  let test = compiled.get(filter)
  if (!test) {
    const tree = parse(`*[${filter}]`) as ExprNode & { expr: ExprNode }
    const predicate: Predicate | undefined = compilePredicate(tree.expr as never)
    test = predicate
      ? (doc) => predicate(doc, CONTEXT) === true
      : (doc) => (evaluateSync(tree, { dataset: [doc] }).data as unknown[]).length === 1
    compiled.set(filter, test)
  }
  return test
}

export const readsEverything = (scope: ReadScope): boolean => scope === EVERYTHING

/**
 * Decisions per scope and document object: the store keeps an unchanged document's object across commits, so after
 * a commit a view is rebuilt by testing only the documents that commit changed.
 */
const decisions = new Map<ReadScope, WeakMap<SanityDocument, boolean>>()

export function scopeAllows(scope: ReadScope, doc: SanityDocument): boolean {
  if (readsEverything(scope)) return true
  let known = decisions.get(scope)
  if (!known) {
    known = new WeakMap()
    decisions.set(scope, known)
  }
  let allowed = known.get(doc)
  if (allowed === undefined) {
    allowed = testOf(scope)(doc)
    known.set(doc, allowed)
  }
  return allowed
}
