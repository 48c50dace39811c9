import { localizedPath } from '@escrova/schemas/language-paths'
import { isLanguageCode } from '@escrova/schemas/languages'
import { POST_PAGE, pathFor } from '@escrova/schemas/paths'
import {
  EVERY_PAGE_SHOWS,
  fixedPagesShowing,
  type PublicPage,
  pageOfDocument,
  SLUGGED_TYPES,
} from '@escrova/schemas/routes'
import { TRANSLATED_TYPES } from '@escrova/schemas/translations'
import { map } from 'rxjs'
import type { DocumentStore } from 'sanity'
import type { DocumentLocation, DocumentLocationResolver, DocumentLocationsState } from 'sanity/presentation'
import { DOCUMENT_SLUG_QUERY, POSTS_REFERENCING_QUERY } from '../lib/queries'

/**
 * "Used on these pages", from the route map (`@escrova/schemas/routes`): a document's own page found by its slug
 * (a service page, a legal page), the pages that show every document of its type (the all-services list, the home
 * page's sections), and "every page" for the site settings. The blog's documents: a post shows on its own page, on
 * /blogs and among home's latest posts; an author, category or tag shows on the pages of the posts that reference it
 * (and on /blogs, where the cards name the author and category). Drafts count: a scheduled or unpublished post
 * already has its future URL. A translation is located in its own language (`/pcm/blogs/<slug>`, `/pcm`).
 */
interface SluggedDocument {
  title?: string | null
  slug: string | null
  language?: string | null
}
type SluggedPost = SluggedDocument & { slug: string }

/** `href` in the document's language (an English document's unchanged). */
function hrefIn(language: string | null | undefined, href: string): string {
  return isLanguageCode(language) ? localizedPath(language, href) : href
}

function inLanguage(language: string | null | undefined, locations: DocumentLocation[]): DocumentLocation[] {
  return locations.map((location) => ({ ...location, href: hrefIn(language, location.href) }))
}

const BLOG_LIST: DocumentLocation = { title: 'Blog', href: '/blogs' }
const HOME: DocumentLocation = { title: 'Home (latest posts)', href: '/' }
const EVERY_PAGE: DocumentLocation = { title: 'Every page (header, footer, contact details)', href: '/' }

function postLocation(post: SluggedPost): DocumentLocation {
  return { title: post.title || 'Untitled post', href: hrefIn(post.language, pathFor(POST_PAGE, post.slug)) }
}

function referencing(posts: SluggedPost[]): DocumentLocationsState {
  if (posts.length === 0) return { message: 'Not used on any post yet', tone: 'caution' }
  return { locations: [...posts.map(postLocation), BLOG_LIST] }
}

const pageLocation = (page: PublicPage): DocumentLocation => ({ title: page.label, href: page.path })

/** The pages that show every document of `type`. */
function sharedLocations(type: string): DocumentLocation[] {
  const every = (EVERY_PAGE_SHOWS as readonly string[]).includes(type) ? [EVERY_PAGE] : []
  return [...every, ...fixedPagesShowing(type).map(pageLocation)]
}

/** The document's title and slug, drafts included, kept current. */
const ownSlug = (documentStore: DocumentStore, id: string) =>
  documentStore.listenQuery(DOCUMENT_SLUG_QUERY, { id }, { perspective: 'drafts' })

/** A service or legal page: its own URL by its slug, then the lists that show it. */
function sluggedLocations(type: string, doc: SluggedDocument | null): DocumentLocationsState {
  if (!doc?.slug) return { message: 'Give the page a slug to preview it', tone: 'caution' }
  const own = pageOfDocument(type, doc.slug)
  const shared = sharedLocations(type)
  if (!own && shared.length === 0) return { message: 'No page of the site shows this slug', tone: 'caution' }
  const locations = [...(own ? [{ title: doc.title || doc.slug, href: own.path }] : []), ...shared]
  return { locations: inLanguage(doc.language, locations) }
}

const BLOG_TYPES = new Set(['post', 'author', 'category', 'tag'])

export const locate: DocumentLocationResolver = (params, { documentStore }) => {
  if (params.type === 'post') {
    return ownSlug(documentStore, params.id).pipe(
      map((post: SluggedDocument | null): DocumentLocationsState => {
        if (!post?.slug) return { message: 'Give the post a slug to preview it', tone: 'caution' }
        return {
          locations: [
            postLocation({ ...post, slug: post.slug }),
            ...inLanguage(post.language, [BLOG_LIST, HOME]),
          ],
        }
      }),
    )
  }
  if (BLOG_TYPES.has(params.type)) {
    return documentStore
      .listenQuery(POSTS_REFERENCING_QUERY, { id: params.id }, { perspective: 'drafts' })
      .pipe(map((posts: SluggedPost[] | null) => referencing(posts ?? [])))
  }
  if (SLUGGED_TYPES.includes(params.type)) {
    return ownSlug(documentStore, params.id).pipe(
      map((doc: SluggedDocument | null) => sluggedLocations(params.type, doc)),
    )
  }
  const shared = sharedLocations(params.type)
  if (shared.length === 0) return null
  if (!(TRANSLATED_TYPES as readonly string[]).includes(params.type)) return { locations: shared }
  // The site's copy in another language (`homePage` in Pidgin) shows on that language's pages.
  return ownSlug(documentStore, params.id).pipe(
    map((doc: SluggedDocument | null) => ({ locations: inLanguage(doc?.language, shared) })),
  )
}
