/** A page whatever its language: the one rule (schemas/src/insights.ts) the function counts pages by. */
import { pagePath } from '@escrova/schemas/insights'
import { describe, expect, it } from 'vitest'

describe('pagePath', () => {
  it('reads a translation as its page, with the language it was read in', () => {
    expect(pagePath('/pcm/wait-list')).toEqual({ path: '/wait-list', language: 'pcm' })
    expect(pagePath('/pcm/blogs/escrow-basics')).toEqual({ path: '/blogs/escrow-basics', language: 'pcm' })
    expect(pagePath('/yo')).toEqual({ path: '/', language: 'yo' })
    expect(pagePath('/ha/')).toEqual({ path: '/', language: 'ha' })
  })

  it('leaves English pages and paths that only look like a language as they are', () => {
    expect(pagePath('/wait-list')).toEqual({ path: '/wait-list', language: 'en' })
    expect(pagePath('/')).toEqual({ path: '/', language: 'en' })
    expect(pagePath('/en/wait-list')).toEqual({ path: '/en/wait-list', language: 'en' })
    expect(pagePath('/faq/pricing')).toEqual({ path: '/faq/pricing', language: 'en' })
    expect(pagePath('/pcmx/wait-list')).toEqual({ path: '/pcmx/wait-list', language: 'en' })
  })
})
