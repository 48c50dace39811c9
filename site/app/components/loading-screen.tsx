/**
 * Full-screen loading screen (docs/product-rules.md#shared-elements, #constants): a spinning ring, the seven wordmark letters pulsing black <-> purple
 * in sequence (3 s, forever, 0.5 s delay per letter index) and LOADING beneath. The letters are the brand name of
 * the site settings (it renders inside the main layout).
 */
import type { ReactNode } from 'react'
import { useSiteSettings } from '../content/site-settings.tsx'

/** `children` show beneath the label (e.g. a `<noscript>` way out for visitors without JavaScript). */
export function LoadingScreen({ label = 'LOADING', children }: { label?: string; children?: ReactNode }) {
  const brand = useSiteSettings().brandName
  const letters = [...brand.toUpperCase()]
  return (
    <div className="loading-screen" role="status" aria-live="polite" aria-label={`${brand} is loading`}>
      <div className="loading-ring" aria-hidden="true" />
      <div className="loading-wordmark" aria-hidden="true">
        {letters.map((letter, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: letters repeat; the index is their identity
          <span key={index} className="loading-letter" style={{ animationDelay: `${index * 0.5}s` }}>
            {letter}
          </span>
        ))}
      </div>
      <p className="loading-label">{label}</p>
      {children}
    </div>
  )
}
