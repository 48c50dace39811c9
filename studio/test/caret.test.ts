import { describe, expect, it } from 'vitest'
import { mapPosition, moveCaret } from '../lib/caret'

describe('a caret through someone else’s edit', () => {
  it('stays ahead of text inserted exactly at it, so a person keeps typing after their own words', () => {
    expect(mapPosition('Ada wr', 'Ada wrBola w', 6)).toBe(6)
    expect(mapPosition('A', 'AB', 1)).toBe(1)
  })

  it('moves on by text inserted before it and back by text deleted before it', () => {
    expect(mapPosition('Bola w', 'Ada wrBola w', 6)).toBe(12)
    expect(mapPosition('one two three', 'two three', 9)).toBe(5)
    expect(mapPosition('B', 'AB', 1)).toBe(2)
  })

  it('lands where deleted text was when the deletion spans it', () => {
    expect(mapPosition('keep this gone', 'keep gone', 7)).toBe(5)
  })

  it('moves both ends of a selection', () => {
    expect(moveCaret({ value: 'hello world', start: 6, end: 11 }, 'oh hello world')).toEqual({
      start: 9,
      end: 14,
    })
  })
})
