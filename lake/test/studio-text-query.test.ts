import { describe, expect, it } from 'vitest'
import { rewriteTextQuery, textQueryPatterns } from '../src/groq/text-query.ts'

describe('text::query() rewriting', () => {
  it('turns a search string into match patterns', () => {
    expect(textQueryPatterns('Escrow  lagos*')).toEqual(['escrow', 'lagos*'])
    expect(textQueryPatterns('"market rush" -spam')).toEqual(['market', 'rush'])
    expect(textQueryPatterns('')).toEqual(['*'])
    expect(textQueryPatterns('*')).toEqual(['*'])
  })

  it('replaces each call by a parameter, from a param or a literal', () => {
    const out = rewriteTextQuery({
      query: '*[title match text::query($q) || body match text::query("pay now")]',
      params: { q: 'sell*' },
      dataset: 'production',
    })
    expect(out.query).toBe('*[title match $__textQuery0 || body match $__textQuery1]')
    expect(out.params).toMatchObject({ q: 'sell*', __textQuery0: ['sell*'], __textQuery1: ['pay', 'now'] })
  })

  it('leaves other queries untouched', () => {
    const input = { query: '*[_type == "post"]', params: {}, dataset: 'production' }
    expect(rewriteTextQuery(input)).toBe(input)
  })
})
