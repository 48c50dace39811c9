/**
 * Theme state (docs/product-rules.md#entities, #states): 'dark' | 'light', stored under `theme`, initially the stored choice else the system
 * preference. The inline script in root already applied it before paint; `useTheme` keeps React in step and writes
 * changes back to storage, <html data-theme> and the body class.
 */
import { useSyncExternalStore } from 'react'
import { THEME_STORAGE_KEY } from './theme-script.ts'

export type Theme = 'dark' | 'light'

export function applyTheme(theme: Theme) {
  const root = document.documentElement
  root.setAttribute('data-theme', theme)
  root.style.colorScheme = theme
  document.body.classList.remove('theme-dark', 'theme-light')
  document.body.classList.add(`theme-${theme}`)
}

/**
 * The theme is kept outside React's context values: a context change reaches every Suspense boundary still waiting
 * for its code (the post page's comment form, `features/comments/lazy-comment-form.tsx`), which React would then
 * render afresh, dropping the server's HTML. Only the components that show the theme re-render when it changes.
 */
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const themeOfPage = (): Theme =>
  document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light'
/** The server's HTML cannot know the visitor's theme; hydration starts from this, then takes the page's. */
const themeOfServer = (): Theme => 'light'

function setTheme(next: Theme) {
  applyTheme(next)
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next)
  } catch {
    // Private mode or storage disabled: the choice still applies to this page view.
  }
  for (const listener of listeners) listener()
}

/** The theme shown (set on <html data-theme> by the inline script before paint) and the way to change it. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  return { theme: useSyncExternalStore(subscribe, themeOfPage, themeOfServer), setTheme }
}
