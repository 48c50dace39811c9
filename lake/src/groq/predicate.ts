/**
 * Compiles the common subset of GROQ filter expressions to plain JS, with GROQ's semantics kept exactly (checked
 * against groq-js in `lake/test/groq-fast.test.ts`): three-valued logic (true / false / null), `==` true only for
 * equal values of the same primitive type, ordering comparisons null across types, `count()` null for non-arrays,
 * attribute access null on non-objects. Anything outside the subset returns undefined and stays with groq-js.
 */
import { Path } from 'groq-js'
import { LRUCache } from 'lru-cache'
import { attributePathOf, valueAtPath } from './attribute-path.ts'

type Node = { type: string; [key: string]: unknown }
type Tri = boolean | null
/** What a query's evaluation fixes once for every document: `now()` is the same instant throughout. */
export interface EvalContext {
  now: Date
}
export type Predicate = (doc: unknown, context: EvalContext) => Tri
export type Getter = (doc: unknown, context: EvalContext) => unknown

/** GROQ's `datetime` type (groq-js's DateTime): compared and equal by instant. */
class DateTimeValue {
  readonly ms: number

  constructor(ms: number) {
    this.ms = ms
  }
}

// groq-js's own test (shared.ts `parseRFC3339`): only this shape is a date-time; `new Date` then reads it.
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|([-+]\d{2}:\d{2}))$/

/** A list query parses every post's date on every run: each distinct string is parsed once (`false`: not one). */
const parsed = new LRUCache<string, DateTimeValue | false>({ max: 100_000 })

function toDateTime(value: unknown): DateTimeValue | null {
  if (value instanceof DateTimeValue) return value
  if (typeof value !== 'string') return null
  let result = parsed.get(value)
  if (result === undefined) {
    result = RFC3339.test(value) && new DateTimeValue(new Date(value).getTime())
    parsed.set(value, result)
  }
  return result || null
}

/** `now()` as GROQ gives it, formatted once per evaluation rather than once per document. */
const nowStrings = new WeakMap<EvalContext, string>()

function nowOf(context: EvalContext): string {
  let text = nowStrings.get(context)
  if (text === undefined) {
    text = context.now.toISOString()
    nowStrings.set(context, text)
  }
  return text
}

/** `a.b.c` read from a document: null where GROQ gives null (a missing value, a step into a non-object). */
export function attributeGetter(node: Node): Getter | undefined {
  const path = attributePathOf(node)
  return path && ((doc) => valueAtPath(doc, path))
}

/** A literal: a string, number, boolean or null (an array or object literal is left to groq-js). */
export function literalGetter(node: Node): Getter | undefined {
  const { value } = node
  return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? () => value : undefined
}

/** `coalesce(args...)` with each argument compiled by `compile`: groq-js answers the first not null, else null. */
export function coalesceOf(args: Node[], compile: (node: Node) => Getter | undefined): Getter | undefined {
  const getters: Getter[] = []
  for (const arg of args) {
    const getter = compile(arg)
    if (!getter) return undefined
    getters.push(getter)
  }
  return (doc, context) => {
    for (const getter of getters) {
      const value = getter(doc, context)
      if (value !== null) return value
    }
    return null
  }
}

/**
 * Values an operand can produce: a document attribute, `count(attribute)`, `now()`, `dateTime(x)`,
 * `coalesce(x, ...)` of those, or a literal.
 */
function operand(node: Node): Getter | undefined {
  if (node.type === 'FuncCall' && node.namespace === 'global') {
    const args = node.args as Node[]
    if (node.name === 'now' && args.length === 0) return (_doc, context) => nowOf(context)
    if (node.name === 'dateTime' && args.length === 1) {
      const inner = operand(args[0])
      return inner ? (doc, context) => toDateTime(inner(doc, context)) : undefined
    }
    // The site asks every list and page for `coalesce(language, "en") == "en"`: left to groq-js, that one term
    // would send the whole filter there. groq-js answers the first argument that is not null, else null.
    if (node.name === 'coalesce') return coalesceOf(args, operand)
  }
  if (node.type === 'Value') return literalGetter(node)
  if (node.type === 'FuncCall' && node.name === 'count' && node.namespace === 'global') {
    const args = node.args as Node[]
    const inner = args.length === 1 ? attributeGetter(args[0]) : undefined
    if (!inner) return undefined
    return (doc, context) => {
      const value = inner(doc, context)
      return Array.isArray(value) ? value.length : null
    }
  }
  return attributeGetter(node)
}

const primitiveType = (value: unknown) =>
  value === null
    ? 'null'
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? typeof value
      : value instanceof DateTimeValue
        ? 'datetime'
        : 'other'

function isEqual(a: unknown, b: unknown): boolean {
  const type = primitiveType(a)
  if (type === 'datetime' && type === primitiveType(b))
    return (a as DateTimeValue).ms === (b as DateTimeValue).ms
  return type !== 'other' && type === primitiveType(b) && a === b
}

function compare(a: unknown, b: unknown): number | null {
  const type = primitiveType(a)
  if (type !== primitiveType(b)) return null
  if (type === 'datetime') return (a as DateTimeValue).ms - (b as DateTimeValue).ms
  if (type === 'number' || type === 'boolean') return (a as number) - (b as number)
  if (type === 'string') return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0
  return null
}

const COMPARISONS: Record<string, (c: number) => boolean> = {
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
}

export function compilePredicate(node: Node): Predicate | undefined {
  switch (node.type) {
    case 'Group':
      return compilePredicate(node.base as Node)
    case 'And':
    case 'Or': {
      const left = compilePredicate(node.left as Node)
      const right = compilePredicate(node.right as Node)
      // `true || x` is true and `false && x` false whatever x is (groq-js does not look at x), so a side fixed by
      // parameters (`$q == "" || title match $q`) decides alone even when the other side cannot be compiled.
      const decisive = node.type === 'Or'
      for (const side of [node.left, node.right] as Node[]) {
        if (constantOf(side) === decisive) return () => decisive
      }
      if (!left || !right) return undefined
      if (node.type === 'And') {
        return (doc, context) => {
          const a = left(doc, context)
          if (a === false) return false
          const b = right(doc, context)
          if (b === false) return false
          return a === true && b === true ? true : null
        }
      }
      return (doc, context) => {
        const a = left(doc, context)
        if (a === true) return true
        const b = right(doc, context)
        if (b === true) return true
        return a === false && b === false ? false : null
      }
    }
    case 'Not': {
      const inner = compilePredicate(node.base as Node)
      if (!inner) return undefined
      return (doc, context) => {
        const value = inner(doc, context)
        return value === null ? null : !value
      }
    }
    case 'Value':
      return node.value === true || node.value === false ? () => node.value as boolean : undefined
    case 'FuncCall': {
      if (node.namespace === 'sanity') return compileReleaseFunction(node)
      if (node.name !== 'defined' || node.namespace !== 'global') return undefined
      const args = node.args as Node[]
      const getter = args.length === 1 ? attributeGetter(args[0]) : undefined
      return getter ? (doc, context) => getter(doc, context) !== null : undefined
    }
    case 'OpCall':
      return compileOpCall(node)
    default:
      return undefined
  }
}

/** A document's `_id` split at its dots, or null where groq-js answers null (not a document with a string id). */
function idParts(doc: unknown): string[] | null {
  const id =
    doc && typeof doc === 'object' && !Array.isArray(doc) ? (doc as { _id?: unknown })._id : undefined
  return typeof id === 'string' ? id.split('.') : null
}

/**
 * `sanity::partOfRelease("r")` (a `versions.r.<id>`) and `sanity::versionOf("id")` (`id`, `drafts.id`,
 * `versions.<r>.id`) with a literal argument, as groq-js 2 evaluates them: the Studio asks for a release's documents
 * with the first on every version change, so it costs a split per document rather than an evaluation.
 */
function compileReleaseFunction(node: Node): Predicate | undefined {
  const args = node.args as Node[]
  if (args.length !== 1 || args[0].type !== 'Value') return undefined
  const value = args[0].value
  if (typeof value !== 'string') return () => null
  if (node.name === 'partOfRelease')
    return (doc) => {
      const parts = idParts(doc)
      return parts && parts.length >= 3 && parts[0] === 'versions' && parts[1] === value
    }
  if (node.name === 'versionOf')
    return (doc) => {
      const parts = idParts(doc)
      if (!parts) return null
      const rest = (from: number) => parts.slice(from).join('.')
      return (
        rest(0) === value ||
        (parts.length >= 2 && parts[0] === 'drafts' && rest(1) === value) ||
        (parts.length >= 3 && parts[0] === 'versions' && rest(2) === value)
      )
    }
  return undefined
}

function compileOpCall(node: Node): Predicate | undefined {
  const op = node.op as string
  if (op === 'in') {
    const left = operand(node.left as Node)
    const right = node.right as Node
    const glob = pathGlobOf(right)
    if (left && glob) {
      // groq-js: a string matches the glob, anything else is null.
      return (doc, context) => {
        const value = left(doc, context)
        return typeof value === 'string' ? glob.matches(value) : null
      }
    }
    if (!left || right.type !== 'Array') return undefined
    const values: unknown[] = []
    for (const element of right.elements as Node[]) {
      const value = element.value as Node
      if (element.isSplat || value.type !== 'Value') return undefined
      values.push(value.value)
    }
    return (doc, context) => {
      const value = left(doc, context)
      return values.some((candidate) => isEqual(value, candidate))
    }
  }
  const left = operand(node.left as Node)
  const right = operand(node.right as Node)
  if (!left || !right) return undefined
  if (op === '==') return (doc, context) => isEqual(left(doc, context), right(doc, context))
  if (op === '!=') return (doc, context) => !isEqual(left(doc, context), right(doc, context))
  const test = COMPARISONS[op]
  if (!test) return undefined
  return (doc, context) => {
    const c = compare(left(doc, context), right(doc, context))
    return c === null ? null : test(c)
  }
}

/** `path("drafts.**")` with a literal glob: matched by groq-js's own `Path`, so the semantics stay groq-js's. */
function pathGlobOf(node: Node): Path | undefined {
  if (node.type !== 'FuncCall' || node.name !== 'path' || node.namespace !== 'global') return undefined
  const [arg] = node.args as Node[]
  return arg?.type === 'Value' && typeof arg.value === 'string' ? new Path(arg.value) : undefined
}

/** The truth value of a comparison of literals (parameters are literals by now), or undefined if it reads data. */
function constantOf(node: Node): Tri | undefined {
  if (node.type === 'Group') return constantOf(node.base as Node)
  if (node.type === 'Value') return node.value === true || node.value === false ? node.value : undefined
  if (node.type === 'Or' || node.type === 'And') {
    const decisive = node.type === 'Or'
    const sides = [constantOf(node.left as Node), constantOf(node.right as Node)]
    if (sides.includes(decisive)) return decisive
    return sides.every((side) => side === !decisive) ? !decisive : undefined
  }
  if (node.type !== 'OpCall' || (node.left as Node).type !== 'Value' || (node.right as Node).type !== 'Value')
    return undefined
  return compileOpCall(node)?.(null, { now: new Date(0) })
}

// Order terms are attribute paths only: nothing in a sort key reads the evaluation context.
const NO_CONTEXT: EvalContext = { now: new Date(0) }

export interface CompiledOrder {
  /** The sort key of a document (one entry per order term), computed once per document. */
  key: (doc: unknown) => unknown[]
  compare: (a: unknown[], b: unknown[]) => number
}

/** `order(a desc, b)` over attribute paths, with groq-js's total order (number < string < boolean < rest). */
export function compileOrder(args: Node[]): CompiledOrder | undefined {
  const getters: Getter[] = []
  const desc: boolean[] = []
  for (const arg of args) {
    const target = arg.type === 'Desc' || arg.type === 'Asc' ? (arg.base as Node) : arg
    const get = attributeGetter(target)
    if (!get) return undefined
    getters.push(get)
    desc.push(arg.type === 'Desc')
  }
  const rank = (value: unknown) => {
    const type = typeof value
    return type === 'number' ? 2 : type === 'string' ? 3 : type === 'boolean' ? 4 : 100
  }
  return {
    key: (doc) => getters.map((get) => get(doc, NO_CONTEXT)),
    compare: (a, b) => {
      for (let i = 0; i < a.length; i++) {
        const x = a[i]
        const y = b[i]
        let c = rank(x) - rank(y)
        if (c === 0 && x !== y) c = compare(x, y) ?? 0
        if (desc[i]) c = -c
        if (c !== 0) return c
      }
      return 0
    },
  }
}
