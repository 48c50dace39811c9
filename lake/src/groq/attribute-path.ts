/**
 * The value at an attribute path (`slug.current`) as GROQ reads it: attributes of objects only (an array or a
 * scalar on the way gives null), and a missing attribute is null. One walk for the compiled filters (predicate.ts),
 * the views' equality indexes (views.ts) and a commit's keys (sync-tags.ts), so the three never disagree.
 */
export function valueAtPath(doc: unknown, path: readonly string[]): unknown {
  let value = doc
  for (const name of path) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null
    value = (value as Record<string, unknown>)[name]
  }
  return value === undefined ? null : value
}

type Node = { type: string; [key: string]: unknown }

/** The names of an attribute path in a GROQ syntax tree (`slug.current`), or undefined for anything else. */
export function attributePathOf(node: unknown): string[] | undefined {
  const path: string[] = []
  let current = node as Node | undefined
  while (current && current.type === 'AccessAttribute') {
    path.unshift(current.name as string)
    current = current.base as Node | undefined
  }
  if (current !== undefined || path.length === 0) return undefined
  return path
}
