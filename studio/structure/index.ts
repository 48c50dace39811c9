import { type DeskSection, deskSectionsOf } from '@escrova/schemas/roles'
import { TRANSLATION_METADATA_TYPE } from '@escrova/schemas/translations'
import type { DefaultDocumentNodeResolver, ListItemBuilder, StructureResolver } from 'sanity/structure'
import { PageInsightsView } from '../components/insights/PageInsightsView'
import { TYPES_WITH_PAGES } from '../lib/insights'
import { applicationsItem } from './applications'
import { blogItem } from './blog'
import { moderationItem } from './moderation'
import { siteItem } from './site'
import { SUPPORT_TYPES, supportItem } from './support'
import { translationsItem } from './translations'
import { ORGANISED_TYPES } from './type-lists'

/** The job sections' types plus the Support desk's: the rest get a plain root list. */
const LISTED_IN_SECTIONS: ReadonlySet<string> = new Set([
  ...ORGANISED_TYPES,
  ...SUPPORT_TYPES,
  // The translation plugin's links: each document's Translations menu shows them.
  TRANSLATION_METADATA_TYPE,
])

/**
 * The desk reads like the team's jobs: writing the blog, moderating comments, reviewing beta applications. Each
 * person sees the sections of their roles (`@escrova/schemas/roles`); the lake refuses the rest anyway.
 */
export const structure: StructureResolver = (S, context) => {
  const sections = deskSectionsOf(context.currentUser?.roles.map((role) => role.name) ?? [])
  const section = (name: DeskSection, item: () => ListItemBuilder) => (sections.has(name) ? [item()] : [])
  return S.list()
    .id('root')
    .title('Content')
    .items([
      ...section('blog', () => blogItem(S, context)),
      ...section('moderation', () => moderationItem(S, context)),
      ...section('applications', () => applicationsItem(S, context)),
      ...section('support', () => supportItem(S, context)),
      ...section('site', () => siteItem(S)),
      ...section('translations', () => translationsItem(S)),
      // Types reached through the job lists above; anything else in the schema still gets a plain list below them.
      ...S.documentTypeListItems().filter((item) => {
        const id = item.getId()
        return id ? !LISTED_IN_SECTIONS.has(id) : false
      }),
    ])
}

/** A document with a page of its own shows its numbers beside the form, for the roles that read Insights. */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType, currentUser }) => {
  const readsInsights = deskSectionsOf(currentUser?.roles.map((role) => role.name) ?? []).has('insights')
  if (!readsInsights || !TYPES_WITH_PAGES.has(schemaType)) return S.document().views([S.view.form()])
  return S.document().views([
    S.view.form(),
    S.view.component(PageInsightsView).id('insights').title('Insights'),
  ])
}
