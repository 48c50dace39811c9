/** The brand wordmark: a small mark and the name. */
import { useSiteSettings } from '../content/site-settings.tsx'

export function Wordmark() {
  return (
    <span className="wordmark">
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span className="wordmark-text">{useSiteSettings().brandName}</span>
    </span>
  )
}
