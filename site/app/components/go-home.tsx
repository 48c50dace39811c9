/**
 * What a path with no page shows (spec §2.1: it goes to /, replacing the history entry): the loading screen while the
 * app navigates home; without JavaScript, a link home. The server answers it with 404.
 */
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { LoadingScreen } from './loading-screen.tsx'

export function GoHome() {
  const navigate = useNavigate()
  useEffect(() => {
    navigate('/', { replace: true })
  }, [navigate])
  return (
    <LoadingScreen>
      <noscript>
        <p>
          This page does not exist. <a href="/">Go to the home page</a>
        </p>
      </noscript>
    </LoadingScreen>
  )
}
