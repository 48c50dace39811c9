/**
 * /invite-friends, outside the main layout (docs/product-rules.md#routes): sends the browser to the store for its device by the one
 * store redirect rule, showing 'Redirecting...' and a 'click here' fallback link meanwhile.
 */
import { useEffect, useState } from 'react'
import { loadSiteSettings } from '../content/page-copy.server.ts'
import { contentReader } from '../lib/content-reader.ts'
import { pageMeta } from '../lib/page-meta.ts'
import { storeUrlFor, storeUrlForThisDevice } from '../lib/store-redirect.ts'
import type { Route } from './+types/invite-friends'

/** Outside the main layout, the tab title comes with this route's own data. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData?.title, path: '/invite-friends' })

/** The store listings and the tab title as edited in the Studio's site settings. */
export async function loader({ context }: Route.LoaderArgs) {
  const { androidStoreUrl, iosStoreUrl, inviteFriendsPage } = await loadSiteSettings(contentReader(context))
  return { stores: { android: androidStoreUrl, ios: iosStoreUrl }, title: inviteFriendsPage.title }
}

export default function InviteFriends({ loaderData: { stores } }: Route.ComponentProps) {
  const [href, setHref] = useState(() => storeUrlFor('', 0, undefined, stores))
  useEffect(() => {
    const url = storeUrlForThisDevice(undefined, stores)
    setHref(url)
    window.location.replace(url)
  }, [stores])
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
