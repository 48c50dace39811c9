import { defineDocuments } from 'sanity/presentation'

/** Opening a page in Presentation opens the document it is about: `/blogs/<slug>` opens that post's form. */
export const mainDocuments = defineDocuments([
  { route: '/blogs/:slug', filter: `_type == "post" && slug.current == $slug` },
])
