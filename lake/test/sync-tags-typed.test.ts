/**
 * Typed sync-tag keys (sync-tags.ts `TYPED_PATHS`): `_type == T && coalesce(language, "en") == $language` is keyed
 * by T's documents in that language, English's also by T's documents with no `language`. Sound: every commit that
 * changes such a query's answer touches one of its keys. Precise: a Pidgin post's edit, or a comment's, touches no
 * English list, and English site settings are not touched by their Pidgin translation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVERY_DOCUMENT } from '../src/auth/access.ts'
import { runQueryOutcome } from '../src/groq/engine.ts'
import { documentKeys } from '../src/groq/sync-tags.ts'
import type { SanityDocument } from '../src/shared/types.ts'
import type { Dataset } from '../src/store/dataset.ts'
import { type TempDataset, tempDataset } from './support/temp-dataset.ts'

let temp: TempDataset
let dataset: Dataset
let commits = 0

const LANGUAGES = [undefined, null, 'en', 'pcm', 'ha', { x: 1 }, ['en'], 5]

function commit(before: SanityDocument | null, after: SanityDocument | null, id: string) {
  commits += 1
  temp.commit(`t${commits}`, [{ id, before, after }])
}

function doc(id: string, type: string, language: unknown, title = id): SanityDocument {
  const made: SanityDocument = { _id: id, _type: type, title, slug: { current: `s-${id}` } }
  if (language !== undefined) made.language = language
  return made
}

beforeAll(() => {
  temp = tempDataset('lake-typed-')
  dataset = temp.dataset
  LANGUAGES.forEach((language, i) => {
    for (const type of ['post', 'siteSettings', 'comment']) {
      const made = doc(`${type}-${i}`, type, language)
      commit(null, made, made._id)
    }
  })
})

afterAll(() => temp.close())

const QUERIES = [
  '*[_type == "post" && coalesce(language, "en") == $language] | order(_id asc) [0...20]{_id, title}',
  '*[_type == "post" && coalesce(language, "en") == $language]{_id, title}',
  'count(*[_type == "post" && coalesce(language, "en") == $language])',
  '*[_type == "siteSettings" && coalesce(language, "en") == $language][0]{title}',
  '*[_type == "post" && language == $language]._id',
  '*[_type == "post" && (coalesce(language, "en") == $language) && defined(slug.current)]._id',
  // Two types: keyed by neither alone.
  '*[_type in ["post", "siteSettings"] && coalesce(language, "en") == $language]._id',
  '*[_type in ["siteSettings", "post"] && coalesce(language, "en") == $language]._id',
]

async function outcome(query: string, language: string) {
  return runQueryOutcome({
    dataset,
    query,
    params: { language },
    visibility: EVERY_DOCUMENT,
    perspective: 'raw',
    projectId: 'test',
  })
}

/** Every change of a post's or site settings' language (and its type, and its title) from each starting point. */
function* changes(): Generator<[SanityDocument, SanityDocument | null]> {
  for (const type of ['post', 'siteSettings'])
    for (const i of LANGUAGES.keys()) yield* changesOf(dataset.docs.get(`${type}-${i}`) as SanityDocument)
}

function* changesOf(before: SanityDocument): Generator<[SanityDocument, SanityDocument | null]> {
  for (const to of LANGUAGES) yield [before, doc(before._id, before._type, to)]
  yield [before, { ...before, title: 'retitled' }]
  yield [before, { ...before, _type: 'author' }]
  yield [before, null]
}

describe('typed sync-tag keys', () => {
  it('every change that moves an answer touches one of its keys', async () => {
    let moved = 0
    for (const [before, after] of changes()) {
      for (const query of QUERIES) {
        for (const language of ['en', 'pcm']) {
          const old = await outcome(query, language)
          commit(before, after, before._id)
          const now = await outcome(query, language)
          commit(after, before, before._id)
          if (old.json === now.json) continue
          moved += 1
          const touched = documentKeys(after, documentKeys(before, new Set()))
          expect({ query, language, before, after, hit: old.keys.some((key) => touched.has(key)) }).toEqual({
            query,
            language,
            before,
            after,
            hit: true,
          })
        }
      }
    }
    // The walk did move answers (else it would prove nothing).
    expect(moved).toBeGreaterThan(50)
  })

  it("keys English's lists by the type's English documents, so Pidgin posts and comments leave them alone", async () => {
    const english = await outcome(QUERIES[0], 'en')
    expect(english.keys).not.toContain('*')
    const pidginPost = doc('post-x', 'post', 'pcm')
    const comment = doc('comment-x', 'comment', undefined)
    const englishPost = doc('post-y', 'post', undefined)
    const keysOf = (d: SanityDocument) => documentKeys(d, new Set())
    expect(english.keys.some((key) => keysOf(pidginPost).has(key))).toBe(false)
    expect(english.keys.some((key) => keysOf(comment).has(key))).toBe(false)
    expect(english.keys.some((key) => keysOf(englishPost).has(key))).toBe(true)
    const settings = await outcome(QUERIES[3], 'en')
    expect(settings.keys.some((key) => keysOf(doc('s', 'siteSettings', 'pcm')).has(key))).toBe(false)
    expect(settings.keys.some((key) => keysOf(doc('s', 'siteSettings', 'en')).has(key))).toBe(true)
  })
})
