/** Any other path (including /contact and /services/voting, spec §2.1) goes to / and replaces the history entry. */
import { Navigate } from 'react-router'

export default function CatchAll() {
  return <Navigate to="/" replace />
}
