import { TRANSLATION_LANGUAGES } from '@escrova/schemas/languages'
import { TranslateIcon } from '@sanity/icons/Translate'
import type { StructureBuilder } from 'sanity/structure'
import { apiVersion } from '../lib/env'
import { MISSING_TRANSLATION_FILTER } from '../lib/queries'

/**
 * Translations: per language, the English documents it has no published translation of, or one made before the
 * English text last changed. Opening one shows the document's translations menu (the plugin's), where the
 * translation is made or opened; once it is published and newer than the English text, it leaves the list.
 */
export const translationsItem = (S: StructureBuilder) =>
  S.listItem()
    .id('translations')
    .title('Missing translations')
    .icon(TranslateIcon)
    .child(
      S.list()
        .id('translations')
        .title('Missing translations')
        .items(
          TRANSLATION_LANGUAGES.map((language) =>
            S.listItem()
              .id(`missing-${language.code}`)
              .title(language.title)
              .child(
                S.documentList()
                  .id(`missing-${language.code}`)
                  .title(`Missing in ${language.title}`)
                  .apiVersion(apiVersion)
                  .filter(MISSING_TRANSLATION_FILTER)
                  .params({ language: language.code }),
              ),
          ),
        ),
    )
