/**
 * /invite-friends, outside the main layout (spec §2.1): sends the browser to the store for its device by the one
 * store redirect rule, showing 'Redirecting...' and a 'click here' fallback link meanwhile.
 */
import { useEffect, useState } from 'react'
import { pageMeta } from '../lib/page-meta.ts'
import { storeUrlFor, storeUrlForThisDevice } from '../lib/store-redirect.ts'
import type { Route } from './+types/invite-friends'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Invite Friends', path: '/invite-friends' })

export default function InviteFriends() {
  const [href, setHref] = useState(() => storeUrlFor(''))
  useEffect(() => {
    const url = storeUrlForThisDevice()
    setHref(url)
    window.location.replace(url)
  }, [])
  return (
    <main id="main" className="redirect-page">
      <h1>Redirecting...</h1>
      <p>
        If nothing happens,{' '}
        {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the spec's exact fallback text; the sentence gives it context */}
        <a href={href}>click here</a>.
      </p>
    </main>
  )
}
