/** /wait-list: the beta program sign-up (spec §2.10). The form needs no data, so the page is fully pre-rendered. */
import { PageHero } from '../features/layout/page-hero.tsx'
import { WaitListForm } from '../features/wait-list/wait-list-form.tsx'
import { pageMeta, type RouteHandle } from '../lib/page-meta.ts'
import type { Route } from './+types/wait-list'

export const handle: RouteHandle = { title: 'Join the Beta Program' }

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Join the Beta Program',
      path: '/wait-list',
      description:
        'Apply to test the Escrova app before launch: escrow checkout, payment links and bill payments for Nigeria.',
    },
    matches,
  )

export default function WaitListRoute() {
  return (
    <>
      <PageHero />
      <div className="wait-list-page container">
        <p className="wait-list-intro">
          Be among the first to try Escrova. Tell us about yourself and what you need, and we will reach out
          to selected testers.
        </p>
        <WaitListForm />
      </div>
    </>
  )
}
