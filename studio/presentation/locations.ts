import { map } from 'rxjs'
import type { DocumentLocation, DocumentLocationResolver, DocumentLocationsState } from 'sanity/presentation'

/**
 * "Used on these pages" for the blog's documents. A post shows on its own page, on /blogs and among home's latest
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

export const locate: DocumentLocationResolver = (params, { documentStore }) => {
  if (params.type === 'post') {
    return documentStore
      .listenQuery(
        `*[_id == $id][0]{title, "slug": slug.current}`,
        { id: params.id },
        { perspective: 'drafts' },
      )
      .pipe(
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
