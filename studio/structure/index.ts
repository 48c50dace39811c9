import type { DefaultDocumentNodeResolver, StructureResolver } from 'sanity/structure'
import { applicationsItem } from './applications'
import { blogItem } from './blog'
import { moderationItem } from './moderation'
import { siteItem } from './site'
import { SUPPORT_TYPES, supportItem } from './support'
import { ORGANISED_TYPES } from './type-lists'

/** The job sections' types plus the Support desk's: the rest get a plain root list. */
const LISTED_IN_SECTIONS: ReadonlySet<string> = new Set([...ORGANISED_TYPES, ...SUPPORT_TYPES])

/** The desk reads like the team's jobs: writing the blog, moderating comments, reviewing beta applications. */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .id('root')
    .title('Content')
    .items([
      blogItem(S, context),
      moderationItem(S, context),
      applicationsItem(S, context),
      supportItem(S, context),
      siteItem(S),
      // Types reached through the job lists above; anything else in the schema still gets a plain list below them.
      ...S.documentTypeListItems().filter((item) => {
        const id = item.getId()
        return id ? !LISTED_IN_SECTIONS.has(id) : false
      }),
    ])

export const defaultDocumentNode: DefaultDocumentNodeResolver = (S) => S.document().views([S.view.form()])
