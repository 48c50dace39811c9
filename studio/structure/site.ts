import {
  isSingletonType,
  SINGLETON_IDS,
  type SingletonType,
  singletonTypes,
} from '@escrova/schemas/schemaTypes/singletons/index'
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe'
import type { DocumentActionComponent, NewDocumentOptionsResolver } from 'sanity'
import type { StructureBuilder } from 'sanity/structure'
import { SITE_LISTS } from './type-lists'

const singletonItem = (S: StructureBuilder, type: SingletonType) => {
  const schemaType = singletonTypes.find((candidate) => candidate.name === type)
  return S.listItem()
    .id(type)
    .title(schemaType?.title ?? type)
    .icon(schemaType?.icon)
    .child(
      S.document()
        .schemaType(type)
        .documentId(SINGLETON_IDS[type])
        .title(schemaType?.title ?? type),
    )
}

/** Site: the pages' copy. Singletons open their one document; lists hold FAQ items, testimonials and the rest. */
export const siteItem = (S: StructureBuilder) =>
  S.listItem()
    .id('site')
    .title('Site')
    .icon(EarthGlobeIcon)
    .child(
      S.list()
        .id('site')
        .title('Site')
        .items([
          ...(Object.keys(SINGLETON_IDS) as SingletonType[]).map((type) => singletonItem(S, type)),
          S.divider(),
          ...SITE_LISTS.map((list) => S.documentTypeListItem(list.type).title(list.title)),
        ]),
    )

/**
 * A singleton is edited, published or scheduled, never created again, duplicated, unpublished or deleted. `schedule`
 * is the Studio's Scheduled Drafts action; `discardVersion` drops the singleton's version from a release (or its
 * scheduled draft), not the singleton itself.
 */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore', 'schedule', 'discardVersion'])

export function singletonActions(
  actions: DocumentActionComponent[],
  schemaType: string,
): DocumentActionComponent[] {
  return isSingletonType(schemaType)
    ? actions.filter((action) => SINGLETON_ACTIONS.has(action.action ?? ''))
    : actions
}

/** No "new document" entry for a singleton: its one document already exists (the seed, or the Site section). */
export const withoutSingletonTemplates: NewDocumentOptionsResolver = (previous) =>
  previous.filter((item) => !isSingletonType(item.templateId))
