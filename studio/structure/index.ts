import type { DefaultDocumentNodeResolver, StructureResolver } from 'sanity/structure'
import { applicationsItem } from './applications'
import { blogItem } from './blog'
import { moderationItem } from './moderation'
import { siteItem } from './site'
import { ORGANISED_TYPES } from './type-lists'

/** The desk reads like the team's jobs: writing the blog, moderating comments, reviewing beta applications. */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .id('root')
    .title('Content')
    .items([
      blogItem(S, context),
      moderationItem(S, context),
      applicationsItem(S, context),
      siteItem(S),
      // Types reached through the job lists above; anything else in the schema still gets a plain list below them.
      ...S.documentTypeListItems().filter((item) => {
        const id = item.getId()
        return id ? !ORGANISED_TYPES.has(id) : false
      }),
    ])

export const defaultDocumentNode: DefaultDocumentNodeResolver = (S) => S.document().views([S.view.form()])
