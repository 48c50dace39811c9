/**
 * Content Source Maps (`resultSourceMap`) through the real `@sanity/client`: with `stega: {enabled, studioUrl}` the
 * client asks for `resultSourceMap=withKeyArraySelector` and encodes an edit link into every string it can map
 * (https://www.sanity.io/docs/content-source-maps, `@sanity/client` `src/stega`). Each link must name the document
 * and field the text came from, and nothing a caller cannot read.
 */
import { createClient, type SanityClient } from '@sanity/client'
import { stegaClean } from '@sanity/client/stega'
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake

const POST = `*[_type == "post" && slug.current == $slug][0]{
  _id, title, excerpt, body, "slug": slug.current,
  "author": author->{name},
  "categories": categories[]->{_id, title},
  "wordCount": length(title)
}`

function stegaClient(token: 'write' | 'read' | null, perspective: 'published' | 'drafts' = 'published') {
  const base = lake.client(token).config()
  return createClient({ ...base, perspective, useCdn: false, stega: { enabled: true, studioUrl: '/studio' } })
}

/** The edit link stega hid in a string: `{id, type, path}` from its `href`'s search params. */
function editTarget(text: string): { id: string; type: string; path: string } | undefined {
  const decoded = vercelStegaDecode(text) as { href?: string } | undefined
  if (!decoded?.href) return undefined
  const params = new URL(decoded.href, 'http://studio.invalid').searchParams
  return { id: params.get('id') ?? '', type: params.get('type') ?? '', path: params.get('path') ?? '' }
}

beforeAll(async () => {
  lake = await startTestLake({ seed: false })
  await lake
    .client()
    .transaction()
    .create({ _id: 'author-ada', _type: 'author', name: 'Ada Obi' })
    .create({ _id: 'category-fx', _type: 'category', title: 'Payments' })
    .create({
      _id: 'post-a',
      _type: 'post',
      title: 'Escrow basics',
      excerpt: 'What escrow is',
      slug: { _type: 'slug', current: 'escrow-basics' },
      author: { _type: 'reference', _ref: 'author-ada' },
      categories: [{ _key: 'c1', _type: 'reference', _ref: 'category-fx' }],
      body: [
        {
          _key: 'b1',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            { _key: 's1', _type: 'span', text: 'First span', marks: [] },
            { _key: 's2', _type: 'span', text: 'Second span', marks: [] },
          ],
        },
      ],
    })
    .create({
      _id: 'drafts.post-a',
      _type: 'post',
      title: 'Escrow basics, revised',
      slug: { current: 'escrow-basics' },
    })
    .commit()
})
afterAll(async () => {
  await lake?.stop()
})

describe('resultSourceMap', () => {
  it('encodes each string with the document and field it came from (keyed Portable Text paths)', async () => {
    const post = await stegaClient(null).fetch(POST, { slug: 'escrow-basics' })
    expect(editTarget(post.title)).toEqual({ id: 'post-a', type: 'post', path: 'title' })
    expect(editTarget(post.excerpt)).toEqual({ id: 'post-a', type: 'post', path: 'excerpt' })
    expect(editTarget(post.body[0].children[1].text)).toEqual({
      id: 'post-a',
      type: 'post',
      path: 'body[_key=="b1"].children[_key=="s2"].text',
    })
    expect(editTarget(post.author.name)).toEqual({ id: 'author-ada', type: 'author', path: 'name' })
    expect(editTarget(post.categories[0].title)).toEqual({
      id: 'category-fx',
      type: 'category',
      path: 'title',
    })
    // The visible text is unchanged; slugs and numbers are never encoded.
    const clean = stegaClean(post)
    expect(clean.title).toBe('Escrow basics')
    expect(clean.body[0].children.map((span: { text: string }) => span.text)).toEqual([
      'First span',
      'Second span',
    ])
    expect(vercelStegaSplit(post.title).cleaned).toBe('Escrow basics')
    expect(post.slug).toBe('escrow-basics')
    expect(post.wordCount).toBe(13)
  })

  it('points a draft read in the drafts perspective at the draft', async () => {
    const post = await stegaClient('read', 'drafts').fetch(POST, { slug: 'escrow-basics' })
    expect(vercelStegaSplit(post.title).cleaned).toBe('Escrow basics, revised')
    // The edit link carries the published id (the Studio opens the document); the map itself names the draft.
    expect(editTarget(post.title)).toMatchObject({ id: 'post-a', path: 'title' })
    const raw = await lake
      .client('read')
      .withConfig({ perspective: 'drafts' })
      .fetch(POST, { slug: 'escrow-basics' }, { filterResponse: false, resultSourceMap: true })
    expect(raw.resultSourceMap?.documents).toContainEqual({ _id: 'drafts.post-a', _type: 'post' })
  })

  it('answers the hosted shape: documents, paths, mappings by result path with array indices', async () => {
    const response = await lake
      .client(null)
      .fetch(
        '*[_id == "post-a"]{_id, body}',
        {},
        { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
      )
    const map = response.resultSourceMap
    expect(map?.documents).toEqual([{ _id: 'post-a', _type: 'post' }])
    const mapping = map?.mappings["$[0]['body'][0]['children'][0]['text']"]
    expect(mapping).toEqual({
      type: 'value',
      source: { type: 'documentValue', document: 0, path: expect.any(Number) },
    })
    const source =
      mapping?.type === 'value' && mapping.source.type === 'documentValue' ? mapping.source.path : -1
    expect(map?.paths[source]).toBe("$['body'][?(@._key=='b1')]['children'][?(@._key=='s1')]['text']")
    const indexed = await lake
      .client(null)
      .fetch('*[_id == "post-a"]{_id, body}', {}, { filterResponse: false, resultSourceMap: true })
    expect(indexed.resultSourceMap?.paths).toContain("$['body'][0]['children'][0]['text']")
  })

  it("maps a projection without `_id` to the document its filter selected (a page's copy, a draft read live)", async () => {
    await lake
      .client()
      .createOrReplace({ _id: 'homePage', _type: 'homePage', hero: { headline: 'Escrow for everyone' } })
    await lake
      .client()
      .createOrReplace({ _id: 'drafts.homePage', _type: 'homePage', hero: { headline: 'Escrow, now live' } })
    const query = '*[_type == "homePage" && _id == "homePage"][0]{hero{headline}}'
    const published = await stegaClient(null).fetch(query)
    expect(editTarget(published.hero.headline)).toEqual({
      id: 'homePage',
      type: 'homePage',
      path: 'hero.headline',
    })
    expect(stegaClean(published.hero.headline)).toBe('Escrow for everyone')
    const draft = await stegaClient('read', 'drafts').fetch(query)
    expect(stegaClean(draft.hero.headline)).toBe('Escrow, now live')
    expect(editTarget(draft.hero.headline)).toMatchObject({ id: 'homePage', path: 'hero.headline' })
    const raw = await lake
      .client('read')
      .withConfig({ perspective: 'drafts' })
      .fetch(query, {}, { filterResponse: false, resultSourceMap: true })
    expect(raw.resultSourceMap?.documents).toEqual([{ _id: 'drafts.homePage', _type: 'homePage' }])
  })

  it('never names a document the caller cannot read', async () => {
    const response = await lake
      .client(null)
      .fetch('*[_type == "post"]{_id, title}', {}, { filterResponse: false, resultSourceMap: true })
    expect(response.resultSourceMap?.documents.map((d) => d._id)).toEqual(['post-a'])
  })

  it('changes nothing without the parameter, and refuses a bad value', async () => {
    const reader: SanityClient = lake.client(null)
    const response = await reader.fetch('*[_id == "post-a"][0].title', {}, { filterResponse: false })
    expect(response).not.toHaveProperty('resultSourceMap')
    expect(response.result).toBe('Escrow basics')
    const url = `${reader.config().apiHost}/v2025-01-08/data/query/production?query=1&resultSourceMap=yes`
    const bad = await fetch(url)
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/resultSourceMap/)
  })
})
