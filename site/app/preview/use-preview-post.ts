import type { PostPageResult } from '../features/blog/api.ts'
import type { PostPageData } from '../features/blog/types.ts'
import { usePreviewData } from './use-preview-data.ts'

type PreviewPost = NonNullable<PostPageData['post']>

const NO_SIDEBAR: PostPageData['sidebar'] = { categories: [], recentPosts: [], tags: [] }

/**
 * The post page's data: the loader's, or inside the Studio's frame the live draft (also for a post the public
 * cannot see yet, such as a scheduled one, whose page is a 404 for visitors).
 */
export function usePreviewPost(slug: string, loaded: PostPageResult): PostPageResult {
  const live = usePreviewData<PreviewPost | null | undefined>('post', { slug }, undefined)
  if (!live) return loaded
  const sidebar = loaded.status === 'ok' ? loaded.data.sidebar : NO_SIDEBAR
  return { status: 'ok', data: { post: live, sidebar } }
}
