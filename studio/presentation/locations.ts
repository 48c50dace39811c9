import { map } from 'rxjs'
import type { DocumentStore } from 'sanity'
import type { DocumentLocation, DocumentLocationResolver, DocumentLocationsState } from 'sanity/presentation'

/**
 * "Used on these pages" for the blog's documents and the site's copy. A post shows on its own page, on /blogs and among home's latest
 * posts; an author, category or tag shows on the pages of the posts that reference it (and on /blogs, where the
 * cards name the author and category). Drafts count: a scheduled or unpublished post already has its future URL.
 */
const POSTS_REFERENCING = `*[_type == "post" && references($id) && defined(slug.current)]
  | order(coalesce(publishedAt, scheduledPublishAt) desc) [0...12] {title, "slug": slug.current}`

interface PostLink {
  title?: string
  slug: string
}

const BLOG_LIST: DocumentLocation = { title: 'Blog', href: '/blogs' }
const HOME: DocumentLocation = { title: 'Home (latest posts)', href: '/' }

function postLocation(post: PostLink): DocumentLocation {
  return { title: post.title || 'Untitled post', href: `/blogs/${post.slug}` }
}

function referencing(posts: PostLink[]): DocumentLocationsState {
  if (posts.length === 0) return { message: 'Not used on any post yet', tone: 'caution' }
  return { locations: [...posts.map(postLocation), BLOG_LIST] }
}

/** The site's copy: the pages each document's words are on. */
const HOME_PAGE: DocumentLocation = { title: 'Home', href: '/' }
const COPY_LOCATIONS: Record<string, DocumentLocation[]> = {
  siteSettings: [
    { title: 'Every page (header, footer, contact details)', href: '/' },
    { title: 'About us', href: '/about-us' },
  ],
  homePage: [HOME_PAGE],
  pricing: [{ title: 'Home (pricing calculator)', href: '/' }],
  faqItem: [{ title: 'Home (FAQ)', href: '/' }],
  testimonial: [{ title: 'Home (testimonials)', href: '/' }],
  partner: [{ title: 'Home (partners)', href: '/' }],
  aboutPage: [{ title: 'About us', href: '/about-us' }],
  servicesPage: [{ title: 'All services', href: '/all-services' }],
  service: [{ title: 'All services', href: '/all-services' }],
}

/** Pages found by the document's own slug: a service page or a legal page. */
const SLUG_PAGES: Record<string, (slug: string) => string> = {
  servicePage: (slug) => `/services/${slug}`,
  legalPage: (slug) => `/${slug}`,
}

/** The document's title and slug, drafts included, kept current. */
const ownSlug = (documentStore: DocumentStore, id: string) =>
  documentStore.listenQuery(
    `*[_id == $id][0]{title, "slug": slug.current}`,
    { id },
    { perspective: 'drafts' },
  )

export const locate: DocumentLocationResolver = (params, { documentStore }) => {
  const copy = COPY_LOCATIONS[params.type]
  if (copy) return { locations: copy }
  const pageFor = SLUG_PAGES[params.type]
  if (pageFor) {
    return ownSlug(documentStore, params.id).pipe(
      map(
        (page: PostLink | null): DocumentLocationsState =>
          page?.slug
            ? { locations: [{ title: page.title || page.slug, href: pageFor(page.slug) }] }
            : { message: 'Give the page a slug to preview it', tone: 'caution' },
      ),
    )
  }
  if (params.type === 'post') {
    return ownSlug(documentStore, params.id).pipe(
      map((post: PostLink | null): DocumentLocationsState => {
        if (!post?.slug) return { message: 'Give the post a slug to preview it', tone: 'caution' }
        return { locations: [postLocation(post), BLOG_LIST, HOME] }
      }),
    )
  }
  if (params.type === 'author' || params.type === 'category' || params.type === 'tag') {
    return documentStore
      .listenQuery(POSTS_REFERENCING, { id: params.id }, { perspective: 'drafts' })
      .pipe(map((posts: PostLink[] | null) => referencing(posts ?? [])))
  }
  return null
}
