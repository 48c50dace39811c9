/**
 * The fast GROQ path (narrowing by index, filters and `order` compiled to JS, top-k slices, caches) must give the
 * same answers as plain groq-js. Every query runs both ways over a dataset with awkward values: missing fields,
 * nulls, mixed types, arrays, booleans, equal sort keys.
 */
import { IN_DEFAULT_LANGUAGE } from '@escrova/schemas/translations'
import { parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVERY_DOCUMENT, PUBLIC_SCOPE, readScopeOf } from '../src/auth/access.ts'
import { READ_ROBOT } from '../src/auth/identify.ts'
import { runQuery, runQueryOutcome } from '../src/groq/engine.ts'
import { narrow } from '../src/groq/narrow.ts'
import { parsePerspective } from '../src/groq/perspectives.ts'
import { compilePredicate } from '../src/groq/predicate.ts'
import type { SanityDocument } from '../src/shared/types.ts'
import type { Dataset } from '../src/store/dataset.ts'
import { type TempDataset, tempDataset } from './support/temp-dataset.ts'

let temp: TempDataset
let dataset: Dataset

const VALUES = [
  undefined,
  null,
  0,
  1,
  2.5,
  -1,
  '',
  'a',
  'b',
  'B',
  '2025-01-01T00:00:00Z',
  true,
  false,
  [1, 2],
  { x: 1 },
]

/** Publication times as posts hold them: past, future, offsets, and values `dateTime()` turns into null. */
const WHEN = [
  '2020-05-01T10:00:00Z',
  '2020-05-01T11:00:00+01:00',
  '2020-05-01T10:00:00.250Z',
  '2999-01-01T00:00:00Z',
  '2020-05-01',
  'not a date',
  5,
  undefined,
]

/** Published, draft and release-version ids, several of one document (`d20`, `drafts.d20`... share a published id). */
function idOf(i: number): string {
  if (i % 9 === 0) return `drafts.d${i}`
  if (i % 10 === 3) return `versions.rA.d${i - 3}`
  if (i % 10 === 7) return `versions.rA.d${i - 6}`
  if (i % 10 === 5) return `versions.rB.d${i - 5}`
  return `d${i}`
}

beforeAll(() => {
  temp = tempDataset('lake-groq-')
  dataset = temp.dataset
  const docs: SanityDocument[] = []
  for (let i = 0; i < 400; i++) {
    const pick = (n: number) => VALUES[(i * n + Math.floor(i / 7)) % VALUES.length]
    const doc: SanityDocument = { _id: idOf(i), _type: ['post', 'author', 'comment'][i % 3] }
    // Some release versions unpublish their document (`_system.delete`), as the Studio marks them.
    if (i % 10 === 7) doc._system = { delete: true }
    for (const [field, n] of [
      ['rank', 3],
      ['score', 5],
      ['flag', 11],
    ] as const) {
      const value = pick(n)
      if (value !== undefined) doc[field] = value
    }
    const when = WHEN[i % WHEN.length]
    if (when !== undefined) doc.when = when
    if (i % 4 !== 0) doc.slug = { current: `slug-${i % 50}` }
    if (i % 5 !== 0) doc.tags = Array.from({ length: i % 4 }, (_, k) => `t${k}`)
    doc.ref = { _type: 'reference', _ref: `d${(i * 13) % 400}` }
    // References as `references()` must find them: repeated, weak, deep in arrays, behind a falsy `_ref`, and not
    // inside an object whose own `_ref` is truthy (groq-js does not look there), nor a `_ref` that is not a string.
    if (i % 6 === 1)
      doc.links = [
        { _key: 'a', _type: 'reference', _ref: `d${(i * 7) % 400}`, _weak: true },
        { _key: 'b', _type: 'reference', _ref: `d${(i * 7) % 400}` },
        { _key: 'c', deep: [{ cell: { _ref: `d${(i * 3) % 400}` } }] },
        { _key: 'd', _ref: '', inner: { _ref: `d${i % 50}` } },
        { _key: 'e', _ref: 5, inner: { _ref: `d${(i + 1) % 50}` } },
        { _key: 'f', _ref: `d${(i + 2) % 50}`, inner: { _ref: `d${(i + 3) % 50}` } },
      ]
    docs.push(doc)
  }
  temp.commit(
    'fixture',
    docs.map((doc) => ({ id: doc._id, before: null, after: doc })),
  )
})

afterAll(() => temp.close())

const QUERIES = [
  '*[_type == "post"]',
  '*[_type == "post" && rank > 0]',
  '*[_type in ["post", "comment"] && !(flag == true)]',
  '*[_type == "post" && (score < 1 || defined(flag))]',
  '*[_type == "post" && !(rank >= "a")]',
  '*[_type == "author" && count(tags) > 1]',
  '*[_type == "author" && !(count(tags) > 1)]',
  '*[slug.current == "slug-3"]',
  '*[slug.current == $slug && _type != "comment"]',
  '*[_id in ["d1", "d2", "drafts.d9", "nope"]]',
  '*[_type == "post"] | order(rank desc) [0...10]',
  '*[_type == "post"] | order(rank asc, score desc) [3..12]',
  '*[_type == "comment" && defined(slug.current)] | order(slug.current) [0...5]{_id, "r": ref->_id}',
  '*[_type == "post"] | order(flag desc, _id) [0...400]._id',
  '*[_type == "post"][5...9]',
  'count(*[_type == "post" && defined(score)])',
  '{"posts": count(*[_type == "post"]), "top": *[_type == "author"] | order(score desc)[0]._id}',
  '*[_type == "post" && rank == null]._id',
  '*[_type == "post" && score == 1]{_id, "refTitle": ref->slug.current}',
  '*[_type == "post" && references("d13")]._id',
  '*[_type == "post" && _id in path("drafts.**")]._id',
  '*[rank > 1] | order(score desc) [0...7]._id',
  '*[_type == "post" && dateTime(when) <= dateTime(now())]._id',
  '*[dateTime(when) > dateTime("2020-05-01T10:00:00Z")] | order(_id) [0...20]._id',
  '*[dateTime(when) == dateTime("2020-05-01T10:00:00Z")]._id',
  '*[_type == "post"] | order(rank desc, _id)._id',
  '*[defined(when)] | order(when desc){_id, when}',
  'count(*[_type == "author"] | order(score))',
  '*[_type == "author"]{_id, "n": count(*[_type == "post" && defined(when) && references(^._id)])}',
  '*[_type == "author"]{_id, "n": count(*[references(^._id)])}',
  '*[_type in ["post", "author"] && rank != 1]{_id, "n": count(*[_type == "post" && references(^._id) && rank > 0])}',
  '*[_type == "post"]{_id, "n": count(*[references(^.ref._ref)]), "m": count(*[references(^._id, "d3")])}',
  '*[_type == "post"][0...5]{_id, "refs": *[_type == "author"]{_id, "n": count(*[references(^.^._id)])}}',
  '{"top": count(*[references(^._id)]), "d13": count(*[_type == "comment" && references("d13")])}',
  '*[_type == "post" && rank > 0 && ref._ref in *[_type == "author" && score == 1]._id]._id',
  '*[_type == "comment" && dateTime(when) <= dateTime(now()) && rank match "a"]._id',
  '*[!(dateTime(when) < dateTime(now()))]._id',
  '*[_type == "post" && ($slug == "slug-7" || rank match "a")]._id',
  '*[_type == "post" && ($slug == "other" || rank > 1)]._id',
  '*[_type == "post" && (($slug == "slug-7" || rank match "a") || score match "b")]._id',
  '*[_type == "post" && !($slug == "other" && rank match "a") && defined(when)]._id',
  `*[_type == "post" && defined(when) && dateTime(when) <= dateTime(now()) && count(tags) > 0]
    | order(when desc, _id asc) [0...10]{_id, when}`,
  // One filter twice (filtered once), and pages deep into an order (walked from a sorted list).
  `{"n": count(*[_type == "post" && defined(rank)]),
    "page": *[_type == "post" && defined(rank)] | order(rank desc, _id asc) [40...60]._id}`,
  '*[_type == "post"] | order(score asc) [100...130]{_id, score}',
  '*[_type != "author"] | order(flag, rank desc) [0...500]._id',
  '*[_type == "comment" && dateTime(when) <= dateTime(now())] | order(when desc) [5...25]._id',
  // Content Releases' functions, alone, beside indexed filters and as one side of an `||`.
  '*[sanity::partOfRelease("rA")]._id',
  '*[_type == "post" && sanity::partOfRelease($release)] | order(rank desc) [0...5]._id',
  '*[_type == "post" && !sanity::partOfRelease("rB")]._id',
  '*[sanity::versionOf("d20") || sanity::versionOf($doc)]{_id, _originalId}',
  '*[_id == "d1" || sanity::versionOf("d30")]._id',
  '*[sanity::partOfRelease(rank)]._id',
  // `coalesce()` as the site's language filter uses it, over missing, null and mixed-type values.
  '*[coalesce(rank, "a") == "a"]._id',
  '*[_type == "post" && coalesce(rank, score, "none") == "none" && defined(when)]._id',
  '*[coalesce(flag, score) > 0] | order(_id) [0...30]._id',
  '*[coalesce(dateTime(when), dateTime(now())) <= dateTime(now())]._id',
  // Projections compiled to JS (projection.ts): paths into objects, arrays and missing values, literals, `coalesce()`,
  // a key written twice; and ones left to groq-js beside them (a dereference, a nested projection, a splat).
  '*[_type == "post"]{_id, rank, "s": slug.current, "deep": slug.current.x, "t": tags.x, "c": coalesce(rank, score, "none")}',
  '*[_type == "author" && defined(when)] | order(when desc, _id asc) {"k": 1, "b": true, "n": null, _id, "_id": "again", "o": slug}',
  '*[_type == "comment"] | order(score asc) [3...9] {_id, "first": coalesce(flag, rank), "__proto__": rank}',
  '*[_type == "post"][2...6]{"id": _id, "tags": tags}',
  '{"a": *[_type == "post" && rank > 0]{_id}, "b": *[_type == "author"] | order(_id) [0...3]{_id, "r": ref->_id}}',
  '*[_type == "post"]{_id, ...}',
  '*[_type == "post"] | order(_id) [0...4]{_id, "s": slug{current}}',
]

describe('fast path equals plain groq-js', () => {
  const stacks = ['rB,rA,drafts', 'rA'].map((names) => parsePerspective(names))
  for (const perspective of ['raw', 'published', 'drafts', ...stacks] as const) {
    // An administrator's, a viewer's and an anonymous reader's read scopes (`auth/access.ts`); stacks are for
    // readers with a token.
    const scopes = [EVERY_DOCUMENT, readScopeOf(READ_ROBOT), PUBLIC_SCOPE]
    for (const visibility of perspective.startsWith('stack:') ? scopes.slice(0, 2) : scopes) {
      it(`${perspective} / ${visibility}`, async () => {
        for (const query of QUERIES) {
          const request = {
            dataset,
            query,
            params: { slug: 'slug-7', release: 'rA', doc: 'd40' },
            perspective,
            visibility,
            projectId: 'test',
          }
          const naive = await runQuery({ ...request, naive: true })
          expect({ query, result: await runQuery({ ...request, cache: false }) }).toEqual({
            query,
            result: naive,
          })
          expect({ query, result: await runQuery(request) }).toEqual({ query, result: naive })
        }
      })
    }
  }

  it('answers compiled projections with the JSON text of groq-js, keys in the same order', async () => {
    const projections = QUERIES.filter((query) => /\{[^}]*\}$/.test(query.trim()))
    expect(projections.length).toBeGreaterThan(5)
    for (const query of projections) {
      const params = { slug: 'slug-7', release: 'rA', doc: 'd40' }
      const request = {
        dataset,
        query,
        params,
        visibility: EVERY_DOCUMENT,
        perspective: 'raw' as const,
        projectId: 'test',
      }
      const naive = (await runQueryOutcome({ ...request, naive: true })).json
      expect({ query, json: (await runQueryOutcome({ ...request, cache: false })).json }).toEqual({
        query,
        json: naive,
      })
    }
  })

  it("compiles the sitemap's projection of every post, so 11,000 rows are not built by groq-js", () => {
    const query = `*[_type == "post" && ${IN_DEFAULT_LANGUAGE} && defined(slug.current)] | order(when desc, _id asc)
      {"slug": slug.current, "language": coalesce(language, "en"), "updatedAt": _updatedAt}`
    const plan = narrow(parse(query) as never)
    expect(plan.tree.type).toBe('Parameter')
    expect(plan.lookups[0].project).toBeTypeOf('function')
  })

  it("compiles the site's language filter, so its lists and pages keep the fast path", () => {
    const filter = `_type == "post" && ${IN_DEFAULT_LANGUAGE} && defined(slug.current) && count(tags) > 0`
    const tree = parse(`*[${filter}]`) as unknown as { expr: Parameters<typeof compilePredicate>[0] }
    expect(compilePredicate(tree.expr)).toBeTypeOf('function')
  })

  it('the result cache is invalidated by a commit', async () => {
    const query = 'count(*[_type == "post"])'
    const before = (await runQuery({
      dataset,
      query,
      visibility: EVERY_DOCUMENT,
      perspective: 'raw',
      projectId: 'test',
    })) as number
    const doc = { _id: 'extra', _type: 'post' }
    temp.commit('extra', [{ id: 'extra', before: null, after: doc }])
    expect(
      await runQuery({ dataset, query, visibility: EVERY_DOCUMENT, perspective: 'raw', projectId: 'test' }),
    ).toBe(before + 1)
  })
})
