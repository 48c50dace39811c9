import { useEffect } from 'react'
import { type LayoutProps, useClient, useCurrentUser } from 'sanity'
import { apiVersion } from '../../lib/env'
import { hasUnsavedEdits } from './unsaved-edits'

/** How often an open Studio asks whether the person's roles changed (also on every return to the tab). */
export const ROLE_CHECK_INTERVAL_MS = 15_000

/**
 * How long the person must have stopped typing before the Studio starts again: it sends edits at most once a second
 * and has no unsaved-changes guard, so a reload in mid-sentence would drop the last second of typing.
 */
export const QUIET_BEFORE_RELOAD_MS = 3_000

/** How often a reload held back by edits not yet saved looks again. */
const UNSAVED_RECHECK_MS = 250

const rolesKey = (roles: ReadonlyArray<{ name: string }> | undefined) =>
  (roles ?? [])
    .map((role) => role.name)
    .sort()
    .join(',')

/**
 * A role change reaches an open Studio. The Studio reads a person's grants once per session (its grants store keeps
 * them while any form is open), so a person who lost Publish would keep an enabled button the lake then refuses.
 * This asks the project (`/users/me`) every few seconds and when the tab regains focus; when the roles differ from
 * the ones the Studio started with, it starts again with the new ones once the person has stopped typing for a
 * moment (`QUIET_BEFORE_RELOAD_MS`) and the lake has confirmed every edit of the open documents (`unsaved-edits.ts`:
 * on a slow connection a batch of edits can take longer than that pause), so everything typed is kept. A removed
 * person's session ends on the lake and the Studio shows its own sign-in screen.
 */
export function RoleWatchLayout(props: LayoutProps) {
  const client = useClient({ apiVersion })
  const user = useCurrentUser()
  const known = rolesKey(user?.roles)
  useEffect(() => {
    if (!user) return
    let stopped = false
    let lastTyped = 0
    let reloadTimer: number | undefined
    const typed = () => {
      lastTyped = Date.now()
    }
    const reloadWhenQuiet = () => {
      const wait = lastTyped + QUIET_BEFORE_RELOAD_MS - Date.now()
      if (wait <= 0 && !hasUnsavedEdits()) window.location.reload()
      else reloadTimer = window.setTimeout(reloadWhenQuiet, Math.max(wait, UNSAVED_RECHECK_MS))
    }
    const check = () => {
      void client
        .request<{ roles?: Array<{ name: string }> }>({ uri: '/users/me', tag: 'role-watch' })
        .then((me) => {
          if (!stopped && reloadTimer === undefined && me?.roles && rolesKey(me.roles) !== known)
            reloadWhenQuiet()
        })
        .catch(() => {})
    }
    const timer = window.setInterval(check, ROLE_CHECK_INTERVAL_MS)
    window.addEventListener('focus', check)
    window.addEventListener('keydown', typed, true)
    window.addEventListener('input', typed, true)
    return () => {
      stopped = true
      window.clearInterval(timer)
      window.clearTimeout(reloadTimer)
      window.removeEventListener('focus', check)
      window.removeEventListener('keydown', typed, true)
      window.removeEventListener('input', typed, true)
    }
  }, [client, user, known])
  return props.renderDefault(props)
}
