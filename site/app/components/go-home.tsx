/**
 * What a path with no page shows (docs/product-rules.md#routes: it goes to /, replacing the history entry): the loading screen while the
 * app navigates home; without JavaScript, a link home. The server answers it with 404.
 */
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLocalized } from '../lib/language.ts'
import { LoadingScreen } from './loading-screen.tsx'

/**
 * `to`: where home is (the page's language's home unless given). `stayInFrame`: inside the Studio's Presentation frame, wait instead (the page may be a draft whose preview is on
 * its way; an editor is not a visitor to send home).
 */
export function GoHome({ stayInFrame = false, to }: { stayInFrame?: boolean; to?: string }) {
  const navigate = useNavigate()
  const languageHome = useLocalized()('/')
  const home = to ?? languageHome
  useEffect(() => {
    if (stayInFrame && window.self !== window.top) return
    navigate(home, { replace: true })
  }, [navigate, stayInFrame, home])
  return (
    <LoadingScreen>
      <noscript>
        <p>
          This page does not exist. <a href={home}>Go to the home page</a>
        </p>
      </noscript>
    </LoadingScreen>
  )
}
