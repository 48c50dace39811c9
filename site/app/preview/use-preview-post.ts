import { DEFAULT_LANGUAGE } from '@escrova/schemas/languages'
import type { PostPageResult } from '../features/blog/api.ts'
import type { PostPageData } from '../features/blog/types.ts'
import { usePreviewData } from './use-preview-data.ts'

type PreviewPost = NonNullable<PostPageData['post']>

const NO_SIDEBAR: PostPageData['sidebar'] = { categories: [], recentPosts: [], tags: [] }

/**
 * The post page's data: the loader's, or inside the Studio's frame the live draft (also for a post the public
 * cannot see yet, such as a scheduled one, whose page is a 404 for visitors). The sidebar is live too: a post the
 * public cannot see has no loaded sidebar (its loader answered 404), so without its own query the frame would show
 * "No categories found" beside a post that has one.
 */
export function usePreviewPost(slug: string, loaded: PostPageResult): PostPageResult {
  const loadedSidebar = loaded.status === 'ok' ? loaded.data.sidebar : undefined
  const live = usePreviewData<PreviewPost | null | undefined>('post', { slug }, undefined)
  // The frame previews English pages (Presentation opens the English document's URL).
  const sidebar = usePreviewData<PostPageData['sidebar'] | undefined>(
    'postSidebar',
    { language: DEFAULT_LANGUAGE },
    loadedSidebar,
  )
  if (!live) return loaded
  return {
    status: 'ok',
    data: { post: live, sidebar: sidebar ?? NO_SIDEBAR },
    pageLanguages: loaded.status === 'ok' ? loaded.pageLanguages : [DEFAULT_LANGUAGE],
  }
}
