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

/** `locations` as they are in the document's language (English ones unchanged). */
function inLanguage(language: string | null | undefined, locations: DocumentLocation[]): DocumentLocation[] {
  if (!isLanguageCode(language)) return locations
  return locations.map((location) => ({ ...location, href: localizedPath(language, location.href) }))
}

function localized(
  language: string | null | undefined,
  state: DocumentLocationsState,
): DocumentLocationsState {
  return state.locations ? { ...state, locations: inLanguage(language, state.locations) } : state
}

const BLOG_LIST: DocumentLocation = { title: 'Blog', href: '/blogs' }
const HOME: DocumentLocation = { title: 'Home (latest posts)', href: '/' }
const EVERY_PAGE: DocumentLocation = { title: 'Every page (header, footer, contact details)', href: '/' }

function postLocation(post: SluggedDocument & { slug: string }): DocumentLocation {
  const [location] = inLanguage(post.language, [
    { title: post.title || 'Untitled post', href: pathFor(POST_PAGE, post.slug) },
  ])
  return location
}

function referencing(posts: (SluggedDocument & { slug: string })[]): DocumentLocationsState {
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
      .pipe(map((posts: (SluggedDocument & { slug: string })[] | null) => referencing(posts ?? [])))
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
    map((doc: SluggedDocument | null) => localized(doc?.language, { locations: shared })),
  )
}
