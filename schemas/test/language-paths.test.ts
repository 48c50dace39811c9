/** The language prefix rule and the Intl locale rule every part shares. */
import { describe, expect, it } from 'vitest'
import { intlLocaleFor } from '../src/language-format.ts'
import { languageOfPath, localizedPath } from '../src/language-paths.ts'
import { LANGUAGE_CODES } from '../src/languages.ts'

describe('language paths', () => {
  it('keeps English at today’s paths and puts another language under its code', () => {
    expect(localizedPath('en', '/blogs/a')).toBe('/blogs/a')
    expect(localizedPath('pcm', '/')).toBe('/pcm')
    expect(localizedPath('pcm', '/blogs/a')).toBe('/pcm/blogs/a')
    expect(localizedPath('pcm', '/blogs?q=fees')).toBe('/pcm/blogs?q=fees')
    expect(localizedPath('ha', '/?x=1')).toBe('/ha?x=1')
  })

  it('reads a path’s language back, and leaves any other first segment English', () => {
    expect(languageOfPath('/pcm')).toEqual({ language: 'pcm', path: '/' })
    expect(languageOfPath('/pcm/blogs/a')).toEqual({ language: 'pcm', path: '/blogs/a' })
    expect(languageOfPath('/pcm?x=1')).toEqual({ language: 'pcm', path: '/?x=1' })
    expect(languageOfPath('/blogs/a')).toEqual({ language: 'en', path: '/blogs/a' })
    // Not a language code, or English's (which has no prefix): the path as it is.
    expect(languageOfPath('/pcmx/a')).toEqual({ language: 'en', path: '/pcmx/a' })
    expect(languageOfPath('/en/blogs')).toEqual({ language: 'en', path: '/en/blogs' })
    expect(languageOfPath('/xx')).toEqual({ language: 'en', path: '/xx' })
  })

  it('is its own inverse for every language', () => {
    for (const language of LANGUAGE_CODES)
      for (const path of ['/', '/about-us', '/services/escrow', '/blogs?q=a'])
        expect(languageOfPath(localizedPath(language, path))).toEqual({ language, path })
  })
})

describe('Intl locale', () => {
  it('formats with the language’s Nigerian locale where the runtime has it (Node’s ICU has all five)', () => {
    expect(intlLocaleFor('en')).toBe('en-NG')
    expect(intlLocaleFor('pcm')).toBe('pcm-NG')
    expect(intlLocaleFor('yo')).toBe('yo-NG')
    const march = new Date('2026-03-05T12:00:00Z')
    expect(new Intl.DateTimeFormat(intlLocaleFor('pcm'), { month: 'long' }).format(march)).toBe('Mach')
  })
})
