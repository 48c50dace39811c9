import { POST_PAGE, pathFor } from '@escrova/schemas/paths'
import { useId } from 'react'
import { Form } from 'react-router-dom'
import { Link } from '../../components/local-link.tsx'
import { track } from '../../insights/track.ts'
import { longDate } from '../../lib/dates.ts'
import { useLocalized, usePageLanguage } from '../../lib/language.ts'
import { CategoryList } from './category-list.tsx'
import { ResponsiveImage } from './responsive-image.tsx'
import type { SidebarData } from './types.ts'

/** The post page's sidebar (docs/product-rules.md#blog-post): search, categories, three recent posts, tags. */
export function Sidebar({ data }: { data: SidebarData }) {
  const searchId = useId()
  const localized = useLocalized()
  const language = usePageLanguage()
  return (
    <aside className="post-sidebar" aria-label="Blog sidebar">
      {/* A plain GET form: it reaches /blogs?q= even before the app has loaded. */}
      <Form
        className="sidebar-block sidebar-search"
        action={localized('/blogs')}
        method="get"
        role="search"
        onSubmit={() => track('blog_search')}
      >
        <label htmlFor={searchId} className="sidebar-heading">
          Search
        </label>
        <div className="sidebar-search-row">
          <input
            id={searchId}
            className="sidebar-input"
            type="search"
            name="q"
            placeholder="Search Blogs..."
          />
          <button type="submit" className="sidebar-search-button">
            Search
          </button>
        </div>
      </Form>
      <CategoryList categories={data.categories ?? []} />
      <section className="sidebar-block" aria-labelledby={`${searchId}-recent`}>
        <h2 id={`${searchId}-recent`} className="sidebar-heading">
          Recent Posts
        </h2>
        <ul className="sidebar-recent">
          {(data.recentPosts ?? []).map((post) => (
            <li key={post._id}>
              <ResponsiveImage image={post.mainImage} fallbackAlt="" aspect={1} sizes="72px" maxWidth={160} />
              <div>
                <Link to={pathFor(POST_PAGE, post.slug)} prefetch="intent">
                  {post.title}
                </Link>
                <time dateTime={post.publishedAt} suppressHydrationWarning>
                  {longDate(post.publishedAt, language)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="sidebar-block" aria-labelledby={`${searchId}-tags`}>
        <h2 id={`${searchId}-tags`} className="sidebar-heading">
          Tags
        </h2>
        <TagList tags={data.tags ?? []} />
      </section>
    </aside>
  )
}

export function TagList({ tags, label }: { tags: { _id: string; title: string | null }[]; label?: string }) {
  if (tags.length === 0) return null
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag._id} className="tag">
          {tag.title}
        </li>
      ))}
    </ul>
  )
}
