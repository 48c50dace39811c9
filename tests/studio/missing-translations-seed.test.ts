/**
 * The Studio's "Missing translations" lists on the seeded lake, their filter run by the lake as the Studio's document
 * lists run it: Hausa, Yoruba and Igbo lack everything, their home pages first among it (so the site hides them),
 * and Pidgin lacks exactly what was not seeded in Pidgin (its home, wait-list page, service pages and posts are
 * complete and up to date).
 */

import { visibleLanguages } from '@escrova/schemas/languages'
import { TRANSLATED_TYPES } from '@escrova/schemas/translations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MISSING_TRANSLATION_FILTER } from '../../studio/lib/queries.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake({ seed: true })
}, 120_000)
afterAll(() => lake?.stop())

const client = () => lake.client().withConfig({ apiVersion: '2025-02-19' })

/** A language's missing list, as the Studio's drafts perspective shows it. */
const missing = (language: string) =>
  client().fetch<string[]>(
    `*[${MISSING_TRANSLATION_FILTER}] | order(_id)._id`,
    { language },
    {
      perspective: 'drafts',
    },
  )

describe('missing translations on the seeded lake', () => {
  it('Hausa, Yoruba and Igbo miss every English document, their home pages included', async () => {
    const english = await client().fetch<string[]>(
      '*[_type in $types && coalesce(language, "en") == "en"] | order(_id)._id',
      { types: TRANSLATED_TYPES },
      { perspective: 'published' },
    )
    const home = await client().fetch<string>(
      '*[_type == "homePage" && coalesce(language, "en") == "en"][0]._id',
    )
    expect(english).toContain(home)
    for (const language of ['ha', 'yo', 'ig']) {
      expect(await missing(language), language).toEqual(english)
    }
  })

  it('Pidgin misses exactly what was not seeded in Pidgin', async () => {
    const translatedInPidgin = await client().fetch<string[]>(
      `*[_type == "translation.metadata" && defined(translations[language == "pcm"][0].value->_id)]
        .translations[language == "en"][0].value._ref`,
      {},
      { perspective: 'published' },
    )
    const types = await client().fetch<string[]>('*[_id in $ids]._type', { ids: translatedInPidgin })
    expect(types.filter((type) => type === 'homePage')).toHaveLength(1)
    expect(types.filter((type) => type === 'servicePage')).toHaveLength(5)
    expect(types.filter((type) => type === 'post')).toHaveLength(3)
    const pidgin = await missing('pcm')
    const hausa = await missing('ha')
    expect(pidgin).toEqual(hausa.filter((id) => !translatedInPidgin.includes(id)))
    for (const id of translatedInPidgin) expect(pidgin).not.toContain(id)
  })

  it('shows visitors English and Pidgin only: the languages whose home page is published', async () => {
    const homes = await client().fetch<string[]>(
      '*[_type == "homePage" && defined(language)].language',
      {},
      {
        perspective: 'published',
      },
    )
    expect(visibleLanguages(homes)).toEqual(['en', 'pcm'])
  })
})
