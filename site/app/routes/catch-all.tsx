/**
 * Any other path (including /contact and /services/voting, spec §2.1): the server answers 404, and the app shows the
 * loading screen while it goes to / replacing the history entry. Without JavaScript the screen offers the way home.
 */
import { useEffect } from 'react'
import { data, useNavigate } from 'react-router-dom'
import { LoadingScreen } from '../components/loading-screen.tsx'
import { pageMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/catch-all'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ path: '/' }, matches)

export function loader() {
  return data(null, { status: 404 })
}

export default function CatchAll() {
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
