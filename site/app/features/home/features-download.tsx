/** Home sections 10 and 12: features with their store button (Start Exploring), and the download-app section (anchor `downloadApp`). */

import { DecorativeImage } from '../../components/decorative-image.tsx'
import { Reveal } from '../../components/reveal.tsx'
import { StoreBadges } from '../../components/store-badges.tsx'
import { StoreLink } from '../../components/store-link.tsx'
import type { HomeCopy } from './home-copy.ts'

export function FeaturesSection({ features }: { features: HomeCopy['features'] }) {
  return (
    <Reveal className="section" aria-labelledby="features-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{features.eyebrow}</p>
          <h2 id="features-title">{features.heading}</h2>
        </div>
        <ul className="grid grid-4">
          {features.items.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p className="muted">{item.text}</p>
            </li>
          ))}
        </ul>
        <p className="center">
          <StoreLink className="button button-primary">{features.buttonLabel}</StoreLink>
        </p>
      </div>
    </Reveal>
  )
}

export function DownloadAppSection({ downloadApp }: { downloadApp: HomeCopy['downloadApp'] }) {
  return (
    <Reveal className="section download-app" id="downloadApp" aria-labelledby="download-title">
      <div className="container download-inner">
        <div>
          <h2 id="download-title">{downloadApp.heading}</h2>
          <p className="lead">{downloadApp.text}</p>
          <StoreBadges />
        </div>
        <DecorativeImage src="/images/app-advantage.svg" width="420" height="320" />
      </div>
    </Reveal>
  )
}
