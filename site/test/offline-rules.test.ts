/** What the service worker may keep on the phone, and the data saver's smaller image URL. */
import { describe, expect, it } from 'vitest'
import { dataSaverImageUrl, isCachableImage, isPostPath, isSavablePage } from '../app/offline/worker/rules.ts'

const SITE = 'https://escrova.ng'

describe('offline rules', () => {
  it('saves top-level pages of the site only', () => {
    expect(isSavablePage(new URL(`${SITE}/blogs/a-post`), SITE, 'document')).toBe(true)
    expect(isSavablePage(new URL(`${SITE}/blogs?page=2&q=escrow`), SITE, 'document')).toBe(true)
    // A framed page (the Studio's preview), another origin, the API, the Studio, a token or a preview flag: never.
    expect(isSavablePage(new URL(`${SITE}/blogs/a-post`), SITE, 'iframe')).toBe(false)
    expect(isSavablePage(new URL('https://fn.escrova.ng/api/wait-list'), SITE, 'document')).toBe(false)
    expect(isSavablePage(new URL(`${SITE}/api/health`), SITE, 'document')).toBe(false)
    expect(isSavablePage(new URL(`${SITE}/studio/desk`), SITE, 'document')).toBe(false)
    for (const query of [
      'token=x',
      'access_token=x',
      'sanity-preview-secret=x',
      'perspective=drafts',
      'apiKey=1',
    ]) {
      expect(isSavablePage(new URL(`${SITE}/blogs?${query}`), SITE, 'document'), query).toBe(false)
    }
  })

  it('keeps images of the site and the content API, never with a private query', () => {
    expect(isCachableImage(new URL(`${SITE}/images/escrow-flow.svg`), SITE, 'image')).toBe(true)
    expect(isCachableImage(new URL('https://cdn.sanity.io/images/p/d/a-1x1.jpg?w=320'), SITE, 'image')).toBe(
      true,
    )
    expect(isCachableImage(new URL('https://cdn.sanity.io/images/p/d/a.jpg?token=x'), SITE, 'image')).toBe(
      false,
    )
    expect(isCachableImage(new URL('https://api.example/v1/data/query'), SITE, 'image')).toBe(false)
    expect(isCachableImage(new URL(`${SITE}/images/a.svg`), SITE, 'script')).toBe(false)
  })

  it('lists post pages', () => {
    expect(isPostPath('/blogs/a-post')).toBe(true)
    expect(isPostPath('/blogs')).toBe(false)
    expect(isPostPath('/blogs/a/b')).toBe(false)
    // Every language's posts: the offline page lists a Pidgin post as well.
    expect(isPostPath('/pcm/blogs/a-post')).toBe(true)
    expect(isPostPath('/pcm/blogs')).toBe(false)
    expect(isPostPath('/xx/blogs/a-post')).toBe(false)
  })

  it('asks the image pipeline for half the size at lower quality, in the best format', () => {
    const smaller = dataSaverImageUrl(
      new URL('https://cdn.sanity.io/images/p/d/a-1200x675.jpg?w=640&h=400&fit=crop'),
    )
    expect(Object.fromEntries(smaller.searchParams)).toEqual({
      w: '320',
      h: '200',
      fit: 'crop',
      q: '40',
      auto: 'format',
    })
    const unsized = dataSaverImageUrl(new URL('https://cdn.sanity.io/images/p/d/a.jpg'))
    expect(Object.fromEntries(unsized.searchParams)).toEqual({ q: '40', auto: 'format' })
  })

  it('leaves an image the server already made for the data saver as it is (never halved twice)', () => {
    const saved = 'https://cdn.sanity.io/images/p/d/a-1200x675.jpg?w=320&q=40&auto=format'
    expect(dataSaverImageUrl(new URL(saved)).href).toBe(saved)
    const normal = dataSaverImageUrl(new URL('https://cdn.sanity.io/images/p/d/a.jpg?w=640&q=75'))
    expect(Object.fromEntries(normal.searchParams)).toEqual({ w: '320', q: '40', auto: 'format' })
  })
})
