/**
 * Full-screen blog search (docs/product-rules.md#shared-elements): 'Search Blogs...', Enter or Search submits; the overlay closes, the view goes
 * to /blogs?q=<query> and the box is cleared. Focus stays inside while open; Escape closes.
 */
import { type FormEvent, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { CloseIcon, SearchIcon } from '../../components/icons.tsx'
import { useLocalized } from '../../lib/language.ts'
import { useFocusTrap } from '../../lib/use-focus-trap.ts'

export function blogSearchHref(query: string): string {
  const trimmed = query.trim()
  return trimmed === '' ? '/blogs' : `/blogs?q=${encodeURIComponent(trimmed)}`
}

export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const navigate = useNavigate()
  const localized = useLocalized()
  useFocusTrap(dialog, true, onClose, input)

  function submit(event: FormEvent) {
    event.preventDefault()
    const href = blogSearchHref(query)
    setQuery('')
    onClose()
    navigate(localized(href))
  }

  return (
    <div ref={dialog} className="search-overlay" role="dialog" aria-modal="true" aria-label="Search blogs">
      <button type="button" className="icon-button search-close" aria-label="Close search" onClick={onClose}>
        <CloseIcon />
      </button>
      <form className="search-form" action="/blogs" onSubmit={submit}>
        <label htmlFor="site-search" className="visually-hidden">
          Search blogs
        </label>
        <input
          ref={input}
          id="site-search"
          name="q"
          type="search"
          placeholder="Search Blogs..."
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          <SearchIcon /> Search
        </button>
      </form>
    </div>
  )
}
