/** The brand wordmark: a small mark and the name. */
import { SITE_FACTS } from '../lib/site-facts.ts'

export function Wordmark() {
  return (
    <span className="wordmark">
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span className="wordmark-text">{SITE_FACTS.brand}</span>
    </span>
  )
}
