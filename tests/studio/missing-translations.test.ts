/**
 * The Studio's "Missing translations" list per language, its filter run by the lake as the Studio's document list
 * runs it: an English document with no published translation, or one older than the English text, is listed; a
 * translation still in draft is still missing; a language's list ignores the other languages' translations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MISSING_TRANSLATION_FILTER } from '../../studio/lib/queries.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.stop())

/** The list in the raw perspective and in the Studio's default one (drafts), which must agree. */
async function missing(language: string) {
  const [raw, drafts] = await Promise.all(
    (['raw', 'drafts'] as const).map((perspective) =>
      lake
        .client()
        .withConfig({ apiVersion: '2025-02-19' })
        .fetch<string[]>(`*[${MISSING_TRANSLATION_FILTER}] | order(_id)._id`, { language }, { perspective }),
    ),
  )
  expect(drafts, `drafts perspective for ${language}`).toEqual(raw)
  return raw
}

const link = (id: string, translations: Record<string, string>) => ({
  _id: id,
  _type: 'translation.metadata',
  schemaTypes: ['post'],
  translations: Object.entries(translations).map(([language, ref]) => ({
    _key: `${language}-key`,
    _type: 'internationalizedArrayReferenceValue',
    language,
    value: { _type: 'reference', _ref: ref, _weak: true },
  })),
})

describe('missing translations', () => {
  it('lists what a language lacks until its translation is published, and again once the English text changes', async () => {
    const client = lake.client()
    await client
      .transaction()
      .create({ _id: 'post-old', _type: 'post', title: 'Escrow basics' })
      .create({ _id: 'post-new', _type: 'post', language: 'en', title: 'Paying a vendor' })
      .create({ _id: 'homePage', _type: 'homePage', heroTitle: 'Safe payments' })
      .create({ _id: 'comment-1', _type: 'comment', text: 'not translated, never listed' })
      .create({ _id: 'drafts.post-new-ha', _type: 'post', language: 'ha', title: 'Biyan dillali' })
      .create({ _id: 'homePage-pcm', _type: 'homePage', language: 'pcm', heroTitle: 'Pay wey safe' })
      .create(link('translation-post-new', { en: 'post-new', ha: 'post-new-ha' }))
      .create(link('translation-home', { en: 'homePage', pcm: 'homePage-pcm' }))
      .commit()

    // A Hausa draft is not a translation yet; Pidgin has the home page and nothing else.
    expect(await missing('ha')).toEqual(['homePage', 'post-new', 'post-old'])
    expect(await missing('pcm')).toEqual(['post-new', 'post-old'])

    // Published, the Hausa translation leaves Hausa's list.
    await client
      .transaction()
      .createOrReplace({ _id: 'post-new-ha', _type: 'post', language: 'ha', title: 'Biyan dillali' })
      .delete('drafts.post-new-ha')
      .commit()
    expect(await missing('ha')).toEqual(['homePage', 'post-old'])

    // The English text changes after the translation was made: out of date, listed again, until it is saved anew.
    await client.patch('post-new').set({ title: 'Paying a vendor safely' }).commit()
    expect(await missing('ha')).toEqual(['homePage', 'post-new', 'post-old'])
    await client.patch('post-new-ha').set({ title: 'Biyan dillali lafiya' }).commit()
    expect(await missing('ha')).toEqual(['homePage', 'post-old'])
    expect(await missing('yo')).toEqual(['homePage', 'post-new', 'post-old'])
  })
})
