/**
 * Compiles the common subset of GROQ filter expressions to plain JS, with GROQ's semantics kept exactly (checked
 * against groq-js in `lake/test/groq-fast.test.ts`): three-valued logic (true / false / null), `==` true only for
 * equal values of the same primitive type, ordering comparisons null across types, `count()` null for non-arrays,
 * attribute access null on non-objects. Anything outside the subset returns undefined and stays with groq-js.
 */

type Node = { type: string; [key: string]: unknown }
type Tri = boolean | null
export type Predicate = (doc: unknown) => Tri
type Getter = (doc: unknown) => unknown

function attributeGetter(node: Node): Getter | undefined {
  const path: string[] = []
  let current: Node | undefined = node
  while (current && current.type === 'AccessAttribute') {
    path.unshift(current.name as string)
    current = current.base as Node | undefined
  }
  if (current !== undefined || path.length === 0) return undefined
  return (doc) => {
    let value: unknown = doc
    for (const name of path) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return null
      value = (value as Record<string, unknown>)[name]
    }
    return value === undefined ? null : value
  }
}

/** Values an operand can produce: a document attribute, `count(attribute)` or a literal. */
function operand(node: Node): Getter | undefined {
  if (node.type === 'Value') {
    const value = node.value
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return () => value
    return undefined
  }
  if (node.type === 'FuncCall' && node.name === 'count' && node.namespace === 'global') {
    const args = node.args as Node[]
    const inner = args.length === 1 ? attributeGetter(args[0]) : undefined
    if (!inner) return undefined
    return (doc) => {
      const value = inner(doc)
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
      : 'other'

function isEqual(a: unknown, b: unknown): boolean {
  const type = primitiveType(a)
  return type !== 'other' && type === primitiveType(b) && a === b
}

function compare(a: unknown, b: unknown): number | null {
  const type = primitiveType(a)
  if (type !== primitiveType(b)) return null
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
      if (!left || !right) return undefined
      if (node.type === 'And') {
        return (doc) => {
          const a = left(doc)
          if (a === false) return false
          const b = right(doc)
          if (b === false) return false
          return a === true && b === true ? true : null
        }
      }
      return (doc) => {
        const a = left(doc)
        if (a === true) return true
        const b = right(doc)
        if (b === true) return true
        return a === false && b === false ? false : null
      }
    }
    case 'Not': {
      const inner = compilePredicate(node.base as Node)
      if (!inner) return undefined
      return (doc) => {
        const value = inner(doc)
        return value === null ? null : !value
      }
    }
    case 'Value':
      return node.value === true || node.value === false ? () => node.value as boolean : undefined
    case 'FuncCall': {
      if (node.name !== 'defined' || node.namespace !== 'global') return undefined
      const args = node.args as Node[]
      const getter = args.length === 1 ? attributeGetter(args[0]) : undefined
      return getter ? (doc) => getter(doc) !== null : undefined
    }
    case 'OpCall':
      return compileOpCall(node)
    default:
      return undefined
  }
}

function compileOpCall(node: Node): Predicate | undefined {
  const op = node.op as string
  if (op === 'in') {
    const left = operand(node.left as Node)
    const right = node.right as Node
    if (!left || right.type !== 'Array') return undefined
    const values: unknown[] = []
    for (const element of right.elements as Node[]) {
      const value = element.value as Node
      if (element.isSplat || value.type !== 'Value') return undefined
      values.push(value.value)
    }
    return (doc) => {
      const value = left(doc)
      return values.some((candidate) => isEqual(value, candidate))
    }
  }
  const left = operand(node.left as Node)
  const right = operand(node.right as Node)
  if (!left || !right) return undefined
  if (op === '==') return (doc) => isEqual(left(doc), right(doc))
  if (op === '!=') return (doc) => !isEqual(left(doc), right(doc))
  const test = COMPARISONS[op]
  if (!test) return undefined
  return (doc) => {
    const c = compare(left(doc), right(doc))
    return c === null ? null : test(c)
  }
}

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
    key: (doc) => getters.map((get) => get(doc)),
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
