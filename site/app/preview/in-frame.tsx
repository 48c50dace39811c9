import { lazy, Suspense, useEffect, useState } from 'react'

// A separate chunk, fetched only inside a frame: visitors never download the preview code.
const LivePreview = lazy(() => import('./live-preview.tsx'))

/** Switches the page to live mode when it is shown inside a frame (the Studio's Presentation tool). */
export function PreviewInFrame() {
  const [framed, setFramed] = useState(false)
  useEffect(() => setFramed(window.self !== window.top), [])
  if (!framed) return null
  return (
    <Suspense fallback={null}>
      <LivePreview />
    </Suspense>
  )
}
