/**
 * /services has no page of its own: its index redirects to /all-services (docs/product-rules.md#routes), at the HTTP level (308, for
 * visitors without JavaScript and for crawlers) and in the client router (its `.data` request answers the same).
 */
import { Navigate, redirect } from 'react-router-dom'

export function loader() {
  return redirect('/all-services', 308)
}

export default function ServicesIndex() {
  return <Navigate to="/all-services" replace />
}
