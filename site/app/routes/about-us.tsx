/** About (docs/product-rules.md#about): who we are, mission, vision, the five core values and the value proposition (docs/product-rules.md#site-copy). */

import { DecorativeImage } from '../components/decorative-image.tsx'
import { CheckIcon } from '../components/icons.tsx'
import { InEnglish } from '../components/in-english.tsx'
import { GetStartedLink } from '../components/store-link.tsx'
import { loadAboutPage } from '../content/page-copy.server.ts'
import { PageHero } from '../features/layout/page-hero.tsx'
import { contentReader } from '../lib/content-reader.ts'
import { languageOfRequest } from '../lib/language.ts'
import { pageMeta } from '../lib/page-meta.ts'
import { usePreviewCopy } from '../preview/use-preview-copy.ts'
import type { Route } from './+types/about-us'

export const meta: Route.MetaFunction = ({ loaderData: copy, matches }) =>
  pageMeta({ title: copy?.title, path: '/about-us', description: copy?.metaDescription }, matches)

/** The page's copy as edited in the Studio; the seeded copy for whatever is missing (see page-copy.server.ts). */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadAboutPage(contentReader(context), languageOfRequest(request))

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const copy = usePreviewCopy('aboutPage', loaderData)
  const { whoWeAre, mission, vision, values, valueProposition } = copy
  return (
    <InEnglish when={loaderData.untranslated === true}>
      <PageHero title={copy.title} />
      <section className="section" aria-labelledby="who-title">
        <div className="container about-intro">
          <div>
            <p className="eyebrow">{whoWeAre.eyebrow}</p>
            <h2 id="who-title">{whoWeAre.heading}</h2>
            <p className="lead">{whoWeAre.lead}</p>
            <p>{whoWeAre.text}</p>
          </div>
          <DecorativeImage src="/images/escrow-flow.svg" width="520" height="400" />
        </div>
      </section>
      <section className="section section-alt" aria-label="Mission and vision">
        <div className="container grid grid-2">
          <article className="card">
            <h2>{mission.heading}</h2>
            <p>{mission.text}</p>
          </article>
          <article className="card">
            <h2>{vision.heading}</h2>
            <p>{vision.text}</p>
          </article>
        </div>
      </section>
      <section className="section" aria-labelledby="values-title">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">{values.eyebrow}</p>
            <h2 id="values-title">{values.heading}</h2>
          </div>
          <ul className="values">
            {values.items.map((value) => (
              <li key={value.title} className="card">
                <h3>{value.title}</h3>
                <p className="muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="value-prop-title">
        <div className="container about-intro">
          <div>
            <p className="eyebrow">{valueProposition.eyebrow}</p>
            <h2 id="value-prop-title">{valueProposition.heading}</h2>
            <ul className="check-list">
              {valueProposition.points.map((item) => (
                <li key={item}>
                  <CheckIcon /> {item}
                </li>
              ))}
            </ul>
            <GetStartedLink className="button button-primary" />
          </div>
          <DecorativeImage src="/images/app-advantage.svg" width="520" height="400" />
        </div>
      </section>
    </InEnglish>
  )
}
