/** /services has no page of its own: its index redirects to /all-services (spec §2.1). */
import { Navigate } from 'react-router-dom'

export default function ServicesIndex() {
  return <Navigate to="/all-services" replace />
}
