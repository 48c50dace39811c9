/**
 * Where a comment's stored scam flags sit in its text, for the moderator's marked-up view. The flags hold the matched
 * text (not offsets) so they stay true when a moderator edits the comment; every occurrence is marked.
 */
import type { ScamFlag, ScamReason, ScannedField } from '@escrova/schemas/scams/reasons'

export interface Segment {
  text: string
  /** Set on a marked span: the first reason that matched it. */
  reason?: ScamReason
}

/** The flags of one field, read defensively: a stored document may hold anything. */
export function flagsOf(value: unknown, field: ScannedField): ScamFlag[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (flag): flag is ScamFlag =>
      typeof flag === 'object' &&
      flag !== null &&
      (flag as ScamFlag).field === field &&
      typeof (flag as ScamFlag).match === 'string' &&
      (flag as ScamFlag).match.length > 0,
  )
}

/** The text cut into plain and marked segments, in order; overlapping matches merge into one mark. */
export function highlightSegments(text: string, flags: ScamFlag[]): Segment[] {
  const ranges: Array<{ start: number; end: number; reason: ScamReason }> = []
  for (const flag of flags) {
    for (let at = text.indexOf(flag.match); at !== -1; at = text.indexOf(flag.match, at + 1)) {
      ranges.push({ start: at, end: at + flag.match.length, reason: flag.reason })
    }
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end)
  const merged: typeof ranges = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range.start < last.end) last.end = Math.max(last.end, range.end)
    else merged.push({ ...range })
  }
  const segments: Segment[] = []
  let from = 0
  for (const range of merged) {
    if (range.start > from) segments.push({ text: text.slice(from, range.start) })
    segments.push({ text: text.slice(range.start, range.end), reason: range.reason })
    from = range.end
  }
  if (from < text.length) segments.push({ text: text.slice(from) })
  return segments
}
