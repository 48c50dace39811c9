/**
 * React Router's `Link` and `NavLink`, kept within the page's language: a site path (`/blogs`) leads to the same
 * page in the language being read (`/pcm/blogs`). Every link between the site's own pages goes through these.
 */
import type { ComponentProps } from 'react'
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router-dom'
import { useLocalized } from '../lib/language.ts'

const isSitePath = (to: unknown): to is string =>
  typeof to === 'string' && to.startsWith('/') && !to.startsWith('//')

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  const localized = useLocalized()
  return <RouterLink to={isSitePath(to) ? localized(to) : to} {...props} />
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  const localized = useLocalized()
  return <RouterNavLink to={isSitePath(to) ? localized(to) : to} end={to === '/'} {...props} />
}
