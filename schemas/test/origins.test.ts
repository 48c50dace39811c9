/** The one origin rule the lake's CORS and the function's CORS guard both use (`schemas/src/origins.ts`). */
import { describe, expect, it } from 'vitest'
import { originMatcher } from '../src/origins.ts'
import { LOCAL_ORIGIN_PATTERNS } from '../src/settings.ts'

describe('origin patterns', () => {
  const local = originMatcher(LOCAL_ORIGIN_PATTERNS)

  it.each([
    'http://localhost',
    'http://localhost:3000',
    'https://localhost:5173',
    'http://127.0.0.1:8080',
    'http://127.0.0.1',
    'http://studio.localhost:3333',
    'https://escrova.localhost:7743',
    'HTTP://LOCALHOST:3000',
  ])('the local defaults allow %s', (origin) => expect(local(origin)).toBe(true))

  it.each([
    'http://localhost.evil.example:80',
    'https://evil.example',
    'http://127.0.0.2:80',
    'http://localhost:3000/path',
    'http://localhost:abc',
    'http://localhost:',
    'null',
    '',
  ])('the local defaults refuse %s', (origin) => expect(local(origin)).toBe(false))

  it('matches host labels for `*`, never the bare domain, a path or a look-alike', () => {
    const site = originMatcher(['https://*.escrova.ng'])
    expect(site('https://www.escrova.ng')).toBe(true)
    expect(site('https://a.b.escrova.ng')).toBe(true)
    expect(site('https://escrova.ng')).toBe(false)
    expect(site('https://evil.example/.escrova.ng')).toBe(false)
    expect(site('https://evil.example?.escrova.ng')).toBe(false)
    expect(site('http://www.escrova.ng')).toBe(false)
  })

  it('takes exact origins literally, ignoring a trailing slash on the pattern', () => {
    const exact = originMatcher(['https://escrova.ng/'])
    expect(exact('https://escrova.ng')).toBe(true)
    expect(exact('https://escrovaXng')).toBe(false)
    expect(exact('https://escrova.ng:8443')).toBe(false)
  })

  it('allows any origin for `*` alone, and none for an empty list', () => {
    expect(originMatcher(['*'])('https://anything.example')).toBe(true)
    expect(originMatcher([])('http://localhost:3000')).toBe(false)
  })
})
