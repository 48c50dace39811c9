/** Privacy policy (docs/product-rules.md#legal-pages), shown at /privacy, /policy and /privacy-policy. */
import { uniqueSlugs } from '@escrova/schemas/slug'
import { InEnglish } from '../components/in-english.tsx'
import { Link } from '../components/local-link.tsx'
import { loadPrivacyPage } from '../content/page-copy.server.ts'
import { PageHero } from '../features/layout/page-hero.tsx'
import { LegalBlocks } from '../features/legal/legal-blocks.tsx'
import { withLegalHtml } from '../features/legal/legal-html.ts'
import { contentReader } from '../lib/content-reader.ts'
import { monthAndYear } from '../lib/dates.ts'
import { languageOfRequest, usePageLanguage } from '../lib/language.ts'
import { pageMeta } from '../lib/page-meta.ts'
import { usePreviewCopy } from '../preview/use-preview-copy.ts'
import type { Route } from './+types/privacy'

// Three aliases, one canonical URL.
export const meta: Route.MetaFunction = ({ loaderData: policy, matches }) =>
  pageMeta({ title: policy?.title, path: '/privacy-policy', description: policy?.metaDescription }, matches)

/** The policy as published, its anchors stable (the contents list links to them); the seeded copy for gaps. */
export const loader = async ({ context, request }: Route.LoaderArgs) =>
  withLegalHtml(await loadPrivacyPage(contentReader(context), languageOfRequest(request)))

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const policy = usePreviewCopy('privacyPage', loaderData, { slug: 'privacy-policy' })
  const language = usePageLanguage()
  // The anchors the Studio checks are slugs already; the helper keeps any other one a valid, unique id.
  const ids = uniqueSlugs(policy.sections.map((section) => section.anchor))
  return (
    <InEnglish when={loaderData.untranslated === true}>
      <PageHero title={policy.title} />
      <div className="section">
        <article className="container legal">
          <p>
            <strong suppressHydrationWarning>
              Last updated: {monthAndYear(policy.lastUpdated, language)}
            </strong>
          </p>
          <LegalBlocks html={policy.introHtml} />
          <p>
            {policy.readAlso.text} <Link to="/terms">{policy.readAlso.linkText}</Link>.
          </p>
          <nav className="toc" aria-labelledby="toc-title">
            <h2 id="toc-title">{policy.contentsHeading}</h2>
            <ol>
              {policy.sections.map((section, index) => (
                <li key={ids[index]}>
                  <a href={`#${ids[index]}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {policy.sections.map((section, index) => (
            <section key={ids[index]} id={ids[index]} aria-labelledby={`${ids[index]}-title`}>
              <h2 id={`${ids[index]}-title`}>{section.heading}</h2>
              <LegalBlocks html={section.html} />
            </section>
          ))}
          <section aria-labelledby="contact-us-title">
            <h2 id="contact-us-title">{policy.closing.heading}</h2>
            <p>
              {policy.closing.text} <Link to="/contact">{policy.closing.linkText}</Link>.
            </p>
          </section>
        </article>
      </div>
    </InEnglish>
  )
}
