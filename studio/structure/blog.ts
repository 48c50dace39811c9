import { map } from 'rxjs'
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { POST_FILTERS } from './filters'
import { neverPublishedPostIds } from './never-published'
import { BLOG_LISTS } from './type-lists'

const postList = (
  S: StructureBuilder,
  id: string,
  title: string,
  filter: string,
  neverPublishedIds: string[],
) =>
  S.documentList()
    .id(id)
    .title(title)
    .schemaType('post')
    .filter(filter)
    .params({ neverPublishedIds })
    .defaultOrdering([{ field: '_updatedAt', direction: 'desc' }])

/**
 * Posts by where they are in publishing: never published, live. Scheduled posts are Scheduled Drafts and releases,
 * listed by the Studio's Releases tool and its perspective menu.
 */
const postsList = (S: StructureBuilder, neverPublishedIds: string[]) =>
  S.list()
    .id('posts')
    .title('Posts')
    .items([
      S.listItem()
        .id('posts-drafts')
        .title('Drafts')
        .schemaType('post')
        .child(postList(S, 'posts-drafts', 'Drafts', POST_FILTERS.drafts, neverPublishedIds)),
      S.listItem()
        .id('posts-published')
        .title('Published')
        .schemaType('post')
        .child(postList(S, 'posts-published', 'Published', POST_FILTERS.published, neverPublishedIds)),
      S.divider(),
      S.documentTypeListItem('post').id('posts-all').title('All posts'),
    ])

/** Blog: posts, then the things posts point at. */
export const blogItem = (S: StructureBuilder, context: StructureResolverContext) =>
  S.listItem()
    .id('blog')
    .title('Blog')
    .child(
      S.list()
        .id('blog')
        .title('Blog')
        .items([
          S.listItem()
            .id('posts')
            .title('Posts')
            .schemaType('post')
            .child(() => neverPublishedPostIds(context).pipe(map((ids) => postsList(S, ids)))),
          ...BLOG_LISTS.map((list) => S.documentTypeListItem(list.type).title(list.title)),
        ]),
    )
