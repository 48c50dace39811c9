/**
 * Whether a page's copy, as a query returned it, can be shown: every field the page needs is there. A document
 * written outside the Studio (an import, a script, a half-finished migration) can lack what the schema requires;
 * the page then shows the seeded copy for that section instead of a blank.
 */
export interface CopyShape<Optional extends string = string, Opaque extends string = string> {
  /** Keys that may be empty (an optional link, a section without a check-list). */
  optional?: readonly Optional[]
  /** Keys checked for presence only: Portable Text, whose inner arrays may legitimately be empty. */
  opaque?: readonly Opaque[]
  /** Further checks on the whole result (rates in range); each returns the paths that fail. */
  check?: (value: Record<string, unknown>) => string[]
}

/**
 * A generated query result as the loaders hand it over: the gap check has made every field non-null, except the
 * `Optional` keys (which may be null); inside the `Opaque` ones (Portable Text) the generated types stand.
 */
export type Whole<
  T,
  Optional extends string = never,
  Opaque extends string = never,
> = T extends readonly (infer Item)[]
  ? Whole<NonNullable<Item>, Optional, Opaque>[]
  : T extends object
    ? {
        [K in keyof T]: K extends Opaque
          ? K extends Optional
            ? T[K]
            : NonNullable<T[K]>
          : K extends Optional
            ? Whole<NonNullable<T[K]>, Optional, Opaque> | null
            : Whole<NonNullable<T[K]>, Optional, Opaque>
      }
    : T

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

/** Paths of missing values in `value` ('hero.headline', 'faq.items[1]'). */
export function gapsIn(value: unknown, shape: CopyShape, path = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const at = `${path}[${index}]`
      return isEmpty(item) ? [at] : gapsIn(item, shape, at)
    })
  }
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => {
    const at = path ? `${path}.${key}` : key
    if (isEmpty(child)) return shape.optional?.includes(key) ? [] : [at]
    if (shape.opaque?.includes(key)) return []
    return gapsIn(child, shape, at)
  })
}

/** Every path the page cannot show as fetched: missing values, and what the shape's own checks refuse. */
export const copyGaps = (fetched: Record<string, unknown>, shape: CopyShape): string[] => [
  ...gapsIn(fetched, shape),
  ...(shape.check?.(fetched) ?? []),
]

export interface ResolvedCopy<T> {
  copy: T
  /** Top-level sections taken from the seeded copy, empty when the dataset's copy was whole. */
  fellBack: string[]
  gaps: string[]
}

/**
 * The fetched copy with every top-level section that has a gap replaced by the seeded one; the whole seeded copy
 * when the document is missing.
 */
export function withSeededSections<T extends Record<string, unknown>>(
  fetched: T | null | undefined,
  seeded: T,
  shape: CopyShape,
): ResolvedCopy<T> {
  if (!fetched || typeof fetched !== 'object')
    return { copy: seeded, fellBack: ['(document)'], gaps: ['(document)'] }
  const gaps = copyGaps(fetched, shape)
  const broken = new Set(gaps.map((gap) => gap.split(/[.[]/)[0]))
  // A key the query names but the document lacks comes back as null, so every section is a key of `fetched`.
  const copy = Object.fromEntries(
    Object.keys(seeded).map((key) => [key, broken.has(key) ? seeded[key] : fetched[key]]),
  ) as T
  return { copy, fellBack: [...broken], gaps }
}
