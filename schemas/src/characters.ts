/**
 * The one way every limit counts characters (the forms' rules, the submissions function, the Studio): code points, as
 * a person counts them, so an emoji or a letter outside the Basic Multilingual Plane ("𝒜") is one character. A UTF-16
 * `length` (and the browser's `maxLength`) would count it twice and refuse text that fits; forms therefore carry no
 * `maxLength` and let these rules speak.
 */
export function characterCount(value: string): number {
  return Array.from(value).length
}

/** Whether `value` has more than `limit` characters (code points). */
export function isLongerThan(value: string, limit: number): boolean {
  return characterCount(value) > limit
}

/** The first `limit` characters (code points) of `value`: a cut never splits an emoji or a letter in two. */
export function firstCharacters(value: string, limit: number): string {
  return Array.from(value).slice(0, limit).join('')
}
