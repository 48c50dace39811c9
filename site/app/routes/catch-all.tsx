/** Any path without a page (docs/product-rules.md#routes): 404, then home replacing the history entry (`GoHome`). */
import { data } from 'react-router-dom'
import { GoHome } from '../components/go-home.tsx'
import { pageMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/catch-all'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ path: '/' }, matches)

export function loader() {
  return data(null, { status: 404 })
}

export default function CatchAll() {
  return <GoHome />
}
