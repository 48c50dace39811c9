/** Light and dark previews of home (docs/product-rules.md#shared-elements): picking one sets the theme and goes to /. */
import { useNavigate } from 'react-router-dom'
import { useLocalized } from '../../lib/language.ts'
import { type Theme, useTheme } from '../../lib/theme.tsx'

const PREVIEWS: { theme: Theme; label: string }[] = [
  { theme: 'light', label: 'Light home' },
  { theme: 'dark', label: 'Dark home' },
]

export function ThemePreviews({ onPick, compact = false }: { onPick?: () => void; compact?: boolean }) {
  const { theme: current, setTheme } = useTheme()
  const navigate = useNavigate()
  const localized = useLocalized()
  return (
    <ul className={compact ? 'theme-previews theme-previews-compact' : 'theme-previews'}>
      {PREVIEWS.map(({ theme, label }) => (
        <li key={theme}>
          <button
            type="button"
            className="theme-preview"
            aria-pressed={current === theme}
            data-theme-preview={theme}
            onClick={() => {
              setTheme(theme)
              onPick?.()
              navigate(localized('/'))
            }}
          >
            {!compact && (
              <img src={`/images/preview-${theme}.svg`} alt="" width="160" height="100" loading="lazy" />
            )}
            <span>{label}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
