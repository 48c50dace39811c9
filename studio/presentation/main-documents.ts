import { mainDocumentFilter, PUBLIC_PAGES, type PublicPage } from '@escrova/schemas/routes'
import { defineDocuments } from 'sanity/presentation'

/**
 * Opening a page in Presentation opens the document it is about, as the route map names it: `/blogs/<slug>` that
 * post's form, `/` the home page's, a service or legal page its own.
 */
export const mainDocuments = defineDocuments(
  (PUBLIC_PAGES as readonly PublicPage[]).flatMap((page) =>
    page.main ? [{ route: page.path, filter: mainDocumentFilter(page.main) }] : [],
  ),
)
