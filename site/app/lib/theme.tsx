/**
 * Theme state (docs/product-rules.md#entities, #states): 'dark' | 'light', stored under `theme`, initially the stored choice else the system
 * preference. The inline script in root already applied it before paint; this keeps React in step and writes changes
 * back to storage, <html data-theme> and the body class.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { THEME_STORAGE_KEY } from './theme-script.ts'

export type Theme = 'dark' | 'light'

interface ThemeState {
  theme: Theme
  setTheme: (theme: Theme) => void
}

const ThemeContext = createContext<ThemeState>({ theme: 'light', setTheme: () => {} })

export function applyTheme(theme: Theme) {
  const root = document.documentElement
  root.setAttribute('data-theme', theme)
  root.style.colorScheme = theme
  document.body.classList.remove('theme-dark', 'theme-light')
  document.body.classList.add(`theme-${theme}`)
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The pre-rendered HTML cannot know the visitor's theme; the DOM (set by the inline script) is the truth.
  const [theme, setThemeState] = useState<Theme>('light')

  useEffect(() => {
    setThemeState(document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light')
    // A plain signal that the app is interactive (tests and monitoring wait for it instead of guessing).
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next)
    applyTheme(next)
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Private mode or storage disabled: the choice still applies to this page view.
    }
  }, [])

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme])
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

export function useTheme() {
  return useContext(ThemeContext)
}
