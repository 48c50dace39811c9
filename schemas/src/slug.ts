/**
 * Ids made from content are slugs, through this one helper: the site's section ids and anchors (a service page's
 * sections, the all-services cards, the legal pages' sections) are made from the words or anchors editors give. An
 * HTML id may not hold whitespace, and `aria-labelledby` is a space-separated list of ids, so an id made from a
 * heading's words as they are ("How escrow checkout works-h") is invalid and names nothing for a screen reader.
 */

/**
 * Lower case, every run of characters other than letters and digits (any script) made one hyphen, none at either
 * end: "How escrow checkout works" → "how-escrow-checkout-works", "Ọjà Àbọ̀" → "ọjà-àbọ̀". A valid anchor (lower-case
 * letters, digits, single hyphens) is its own slug, so links to anchors stay as they are.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * One id per item, in order: each value's slug (`fallback` when it has none, such as a heading of punctuation alone),
 * the later ones of a repeated slug numbered (`faq`, `faq-2`), so ids on one page never collide. The first keeps its
 * plain slug, so a link to it stays true when a later item repeats it.
 */
export function uniqueSlugs(values: readonly string[], fallback = 'section'): string[] {
  const taken = new Set<string>()
  return values.map((value) => {
    const base = slugify(value) || fallback
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    return id
  })
}
