/** Terms and Conditions (spec §2.9): sections 1 to 21. */
import { PageHero } from '../features/layout/page-hero.tsx'
import { LegalBlocks } from '../features/legal/legal-blocks.tsx'
import { TERMS_SECTIONS } from '../features/legal/terms-content.ts'
import { pageMeta, type RouteHandle } from '../lib/page-meta.ts'
import type { Route } from './+types/terms'

export const handle: RouteHandle = { title: 'Terms and Conditions' }
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Terms and Conditions',
    path: '/terms',
    description:
      'The terms of the Escrova escrow service: fees, delivery confirmation, disputes, suspension and governing law.',
  })

export default function Terms() {
  return (
    <>
      <PageHero />
      <div className="section">
        <article className="container legal">
          {TERMS_SECTIONS.map((section, index) => (
            <section key={section.heading} id={`section-${index + 1}`} aria-labelledby={`terms-${index + 1}`}>
              <h2 id={`terms-${index + 1}`}>
                {index + 1}. {section.heading}
              </h2>
              <LegalBlocks blocks={section.body} />
            </section>
          ))}
        </article>
      </div>
    </>
  )
}
