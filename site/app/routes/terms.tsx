/** Terms and Conditions (docs/product-rules.md#legal-pages): sections 1 to 21, as edited (and scheduled) in the Studio (docs/product-rules.md#site-copy). */
import { uniqueSlugs } from '@escrova/schemas/slug'
import { InEnglish } from '../components/in-english.tsx'
import { loadLegalPage } from '../content/page-copy.server.ts'
import { PageHero } from '../features/layout/page-hero.tsx'
import { LegalBlocks } from '../features/legal/legal-blocks.tsx'
import { withLegalHtml } from '../features/legal/legal-html.ts'
import { contentReader } from '../lib/content-reader.ts'
import { languageOfRequest } from '../lib/language.ts'
import { pageMeta } from '../lib/page-meta.ts'
import { usePreviewCopy } from '../preview/use-preview-copy.ts'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = ({ loaderData: terms, matches }) =>
  pageMeta({ title: terms?.title, path: '/terms', description: terms?.metaDescription }, matches)

/** The terms as published; the seeded copy for whatever is missing (see page-copy.server.ts). */
export const loader = async ({ context, request }: Route.LoaderArgs) =>
  withLegalHtml(await loadLegalPage(contentReader(context), 'terms', languageOfRequest(request)))

export default function Terms({ loaderData }: Route.ComponentProps) {
  const terms = usePreviewCopy('legalPage', loaderData, { slug: 'terms' })
  // The anchors the Studio checks are slugs already; the helper keeps any other one a valid, unique id.
  const ids = uniqueSlugs(terms.sections.map((section) => section.anchor))
  return (
    <InEnglish when={loaderData.untranslated === true}>
      <PageHero title={terms.title} />
      <div className="section">
        <article className="container legal">
          {terms.sections.map((section, index) => (
            <section key={ids[index]} id={ids[index]} aria-labelledby={`terms-${index + 1}`}>
              <h2 id={`terms-${index + 1}`}>
                {index + 1}. {section.heading}
              </h2>
              <LegalBlocks html={section.html} />
            </section>
          ))}
        </article>
      </div>
    </InEnglish>
  )
}
