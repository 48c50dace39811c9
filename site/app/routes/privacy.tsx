/** Privacy policy (spec §2.9), shown at /privacy, /policy and /privacy-policy. */
import { Link } from 'react-router-dom'
import { PageHero } from '../features/layout/page-hero.tsx'
import { LegalBlocks } from '../features/legal/legal-blocks.tsx'
import { PRIVACY_INTRO, PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from '../features/legal/privacy-content.ts'
import { pageMeta, type RouteHandle } from '../lib/page-meta.ts'
import type { Route } from './+types/privacy'

export const handle: RouteHandle = { title: 'Privacy Policy' }
// Three aliases, one canonical URL.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Privacy Policy',
    path: '/privacy-policy',
    description: 'How Escrova collects, uses, shares and protects your personal data.',
  })

export default function Privacy() {
  return (
    <>
      <PageHero />
      <div className="section">
        <article className="container legal">
          <p>
            <strong>Last updated: {PRIVACY_LAST_UPDATED}</strong>
          </p>
          <p>{PRIVACY_INTRO}</p>
          <p>
            Please read it together with our <Link to="/terms">Terms and Conditions</Link>.
          </p>
          <nav className="toc" aria-labelledby="toc-title">
            <h2 id="toc-title">Contents</h2>
            <ol>
              {PRIVACY_SECTIONS.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {PRIVACY_SECTIONS.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              <LegalBlocks blocks={section.body} />
            </section>
          ))}
          <section aria-labelledby="contact-us-title">
            <h2 id="contact-us-title">Contact us</h2>
            <p>
              To exercise your rights or ask about this policy, open a support ticket through the app or{' '}
              {/* /contact is not a page (spec §2.1: it falls into the catch-all); the footer's Contact Us block is. */}
              <a href="#contact">contact us</a>.
            </p>
          </section>
        </article>
      </div>
    </>
  )
}
