import { useEffect, useRef, useState } from 'react'
import { track } from '../../insights/track.ts'
import { BLOG_MESSAGES } from './messages.ts'

/**
 * Share (docs/product-rules.md#blog-post): the device share sheet when there is one, else the page URL to the clipboard with a visible
 * confirmation. Failures (a dismissed sheet, a denied clipboard) are only logged (docs/product-rules.md#errors).
 */
export function ShareButton({ title }: { title: string }) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const share = async () => {
    const url = window.location.href
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url })
        track('share', 'device')
        return
      }
      await navigator.clipboard.writeText(url)
      track('share', 'copy')
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), 4000)
    } catch (error) {
      console.warn('Share failed', error)
    }
  }

  return (
    <span className="post-share">
      <button type="button" className="post-share-button" onClick={share}>
        Share
      </button>
      <span className="post-share-status" role="status">
        {copied ? BLOG_MESSAGES.linkCopied : ''}
      </span>
    </span>
  )
}
