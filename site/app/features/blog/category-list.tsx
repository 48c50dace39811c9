import { useId, useState } from 'react'
import { BLOG_MESSAGES } from './messages.ts'
import type { CategoryCount } from './types.ts'

/**
 * Categories with their post counts and a case-insensitive filter (docs/product-rules.md#validation). Picking one marks it selected; as in
 * docs/product-rules.md#states the selection filters nothing.
 */
export function CategoryList({ categories }: { categories: CategoryCount[] }) {
  const [filter, setFilter] = useState('')
  const [selected, setSelected] = useState<string | null>(null)
  const inputId = useId()
  const needle = filter.trim().toLowerCase()
  const shown = needle ? categories.filter((c) => c.title.toLowerCase().includes(needle)) : categories

  return (
    <section className="sidebar-block" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="sidebar-heading">
        Categories
      </h2>
      <label htmlFor={inputId} className="visually-hidden">
        Filter categories
      </label>
      <input
        id={inputId}
        className="sidebar-input"
        type="search"
        placeholder="Filter categories"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="sidebar-empty">{BLOG_MESSAGES.noCategories}</p>
      ) : (
        <ul className="sidebar-categories">
          {shown.map((category) => (
            <li key={category._id}>
              <button
                type="button"
                className="sidebar-category"
                aria-pressed={selected === category._id}
                onClick={() => setSelected(category._id)}
              >
                <span className="sidebar-category-title">{category.title}</span>
                <span className="sidebar-count">
                  {category.postCount}
                  <span className="visually-hidden"> posts</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
