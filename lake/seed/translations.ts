/**
 * The seed's translations: each translated English document marked `language: "en"` (the Studio's translations menu
 * starts from a document's language), its Nigerian Pidgin translation where `content/pidgin.ts` has one, made as the
 * menu makes it (a copy of the English document in the other language, then its words), and the plugin's metadata
 * linking the two. Hausa, Yoruba and Igbo have none: the site hides them and the Studio lists all as missing.
 */
import { translationIdOf } from '@escrova/schemas/ids'
import { DEFAULT_LANGUAGE } from '@escrova/schemas/languages'
import { LANGUAGE_FIELD, TRANSLATED_TYPES, TRANSLATION_METADATA_TYPE } from '@escrova/schemas/translations'
import type { SeedDocument } from './build.ts'
import { toPortableText } from './content/blocks.ts'
import {
  PIDGIN,
  PIDGIN_HOME,
  PIDGIN_POSTS,
  PIDGIN_SERVICE_PAGES,
  PIDGIN_WAIT_LIST_PAGE,
} from './content/pidgin.ts'

type Words = (english: SeedDocument) => Record<string, unknown>

const slugOf = (document: SeedDocument) => (document.slug as { current?: string } | undefined)?.current ?? ''
const field = <T>(document: SeedDocument, name: string) => document[name] as T

/** The Pidgin words of each English document that has them, by its id. */
function pidginWords(documents: SeedDocument[]): Map<string, Words> {
  const words = new Map<string, Words>()
  const home = documents.find((document) => document._id === 'homePage')
  if (home)
    words.set(home._id, (english) => ({
      hero: { ...field<object>(english, 'hero'), ...PIDGIN_HOME.hero },
      aboutBlock: { ...field<object>(english, 'aboutBlock'), ...PIDGIN_HOME.aboutBlock },
      faq: { ...field<object>(english, 'faq'), heading: PIDGIN_HOME.faqHeading },
      latestPosts: { ...field<object>(english, 'latestPosts'), heading: PIDGIN_HOME.latestPostsHeading },
    }))
  words.set('siteSettings', (english) => ({
    waitListPage: { ...field<object>(english, 'waitListPage'), ...PIDGIN_WAIT_LIST_PAGE },
  }))
  for (const document of documents) {
    const page = document._type === 'servicePage' ? PIDGIN_SERVICE_PAGES[slugOf(document)] : undefined
    if (page) words.set(document._id, () => page)
    const post =
      document._type === 'post' ? PIDGIN_POSTS.find((item) => item.slug === slugOf(document)) : undefined
    if (post) {
      const { slug: _slug, body, ...text } = post
      words.set(document._id, () => ({ ...text, body: toPortableText(body) }))
    }
  }
  return words
}

function link(english: SeedDocument, translation: SeedDocument): SeedDocument {
  const entry = (language: string, id: string) => ({
    _key: language,
    _type: 'internationalizedArrayReferenceValue',
    [LANGUAGE_FIELD]: language,
    value: { _type: 'reference', _ref: id, _weak: true },
  })
  return {
    _id: `translation-${english._id}`,
    _type: TRANSLATION_METADATA_TYPE,
    schemaTypes: [english._type],
    translations: [entry(DEFAULT_LANGUAGE, english._id), entry(PIDGIN, translation._id)],
  }
}

/** The documents with their languages, then the Pidgin translations, then the links between them. */
export function withTranslations(documents: SeedDocument[]): SeedDocument[] {
  const translated = new Set<string>(TRANSLATED_TYPES)
  const marked = documents.map((document) =>
    translated.has(document._type) ? { ...document, [LANGUAGE_FIELD]: DEFAULT_LANGUAGE } : document,
  )
  const words = pidginWords(marked)
  const translations = marked.flatMap((english) => {
    const pidgin = words.get(english._id)
    if (!pidgin) return []
    const translation = {
      ...english,
      _id: translationIdOf(english._id, PIDGIN),
      [LANGUAGE_FIELD]: PIDGIN,
      ...pidgin(english),
    }
    return [{ english, translation }]
  })
  return [
    ...marked,
    ...translations.map(({ translation }) => translation),
    ...translations.map(({ english, translation }) => link(english, translation)),
  ]
}
