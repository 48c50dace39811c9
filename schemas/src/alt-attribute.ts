/**
 * The `alt` attribute the site writes for an editor's image: the editors' words, trimmed; `fallback` ('' for a
 * decorative image) when there are none. The Studio asks for the words on every image (`alt-text.ts`).
 */
export function altAttribute(alt: string | null | undefined, fallback = ''): string {
  return alt?.trim() || fallback
}
