/** Home sections 10 and 12: features with Start Exploring, and the download-app section (anchor `downloadApp`). */

import { Reveal } from '../../components/reveal.tsx'
import { StoreBadges } from '../../components/store-badges.tsx'
import { StoreLink } from '../../components/store-link.tsx'
import { DOWNLOAD_APP, FEATURES } from './content.ts'

export function FeaturesSection() {
  return (
    <Reveal className="section" aria-labelledby="features-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{FEATURES.eyebrow}</p>
          <h2 id="features-title">{FEATURES.heading}</h2>
        </div>
        <ul className="grid grid-4">
          {FEATURES.items.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p className="muted">{item.text}</p>
            </li>
          ))}
        </ul>
        <p className="center">
          <StoreLink className="button button-primary">Start Exploring</StoreLink>
        </p>
      </div>
    </Reveal>
  )
}

export function DownloadAppSection() {
  return (
    <Reveal className="section download-app" id="downloadApp" aria-labelledby="download-title">
      <div className="container download-inner">
        <div>
          <h2 id="download-title">{DOWNLOAD_APP.heading}</h2>
          <p className="lead">{DOWNLOAD_APP.text}</p>
          <StoreBadges />
        </div>
        <img src="/images/app-advantage.svg" alt="" width="420" height="320" loading="lazy" />
      </div>
    </Reveal>
  )
}
