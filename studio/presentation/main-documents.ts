import { localizedPath } from '@escrova/schemas/language-paths'
import { LANGUAGE_CODES } from '@escrova/schemas/languages'
import { mainDocumentFilter, PUBLIC_PAGES, type PublicPage } from '@escrova/schemas/routes'
import { defineDocuments } from 'sanity/presentation'

/**
 * Opening a page in Presentation opens the document it is about, as the route map names it: `/blogs/<slug>` that
 * post's form, `/` the home page's, a service or legal page its own; under a language's prefix (`/pcm/blogs/<slug>`,
 * `/pcm`) the translation in that language, never its English original or another translation with the same slug.
 */
export const mainDocuments = defineDocuments(
  (PUBLIC_PAGES as readonly PublicPage[]).flatMap((page) => {
    const { main } = page
    if (!main) return []
    return LANGUAGE_CODES.map((language) => ({
      route: localizedPath(language, page.path),
      ...mainDocumentFilter(main, language),
    }))
  }),
)
