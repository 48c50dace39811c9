/**
 * /services has no page of its own: its index redirects to /all-services (docs/product-rules.md#routes), at the HTTP level (308, for
 * visitors without JavaScript and for crawlers) and in the client router (its `.data` request answers the same).
 */
import { localizedPath } from '@escrova/schemas/language-paths'
import { Navigate, redirect } from 'react-router-dom'
import { languageOfRequest, useLocalized } from '../lib/language.ts'
import type { Route } from './+types/services-index'

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizedPath(languageOfRequest(request), '/all-services'), 308)
}

export default function ServicesIndex() {
  return <Navigate to={useLocalized()('/all-services')} replace />
}
