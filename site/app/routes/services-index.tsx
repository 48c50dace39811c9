/** /services has no page of its own: its index redirects to /all-services (docs/product-rules.md#routes). */
import { Navigate } from 'react-router-dom'

export default function ServicesIndex() {
  return <Navigate to="/all-services" replace />
}
