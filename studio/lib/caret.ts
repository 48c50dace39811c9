import { makeDiff } from '@sanity/diff-match-patch'

export interface Caret {
  value: string
  start: number
  end: number
}

/**
 * Where a position in `before` is in `after` once someone else's edit has changed the text: text inserted or deleted
 * before it moves it, a deletion around it brings it to where the deleted text was. Text inserted exactly at the
 * position goes after it, so a person keeps typing at the end of their own words, ahead of what the other typed.
 */
export function mapPosition(before: string, after: string, position: number): number {
  let inBefore = 0
  let inAfter = 0
  for (const [operation, text] of makeDiff(before, after)) {
    if (operation === 0) {
      if (position <= inBefore + text.length) return inAfter + (position - inBefore)
      inBefore += text.length
      inAfter += text.length
    } else if (operation === -1) {
      if (position <= inBefore + text.length) return inAfter
      inBefore += text.length
    } else {
      if (position === inBefore) return inAfter
      inAfter += text.length
    }
  }
  return inAfter
}

/** The caret (or selection) moved through someone else's edit, as `mapPosition` moves each end. */
export function moveCaret(before: Caret, after: string): { start: number; end: number } {
  return {
    start: mapPosition(before.value, after, before.start),
    end: mapPosition(before.value, after, before.end),
  }
}
