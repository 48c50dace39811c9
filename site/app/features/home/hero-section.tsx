/** Home section 1: 'News!' badge, headline, description, the two store buttons, and sample activity cards. */

import { ShieldIcon } from '../../components/icons.tsx'
import { Link } from '../../components/local-link.tsx'
import { StoreBadges } from '../../components/store-badges.tsx'
import type { HomeCopy } from './home-copy.ts'

export function HeroSection({ hero }: { hero: HomeCopy['hero'] }) {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container home-hero-grid">
        <div>
          <p className="news-badge">
            <span className="news-label">{hero.badge}</span>
            <Link to="/wait-list">{hero.badgeText}</Link>
          </p>
          <h1 id="home-title">{hero.headline}</h1>
          <p className="lead">{hero.description}</p>
          <StoreBadges />
        </div>
        <div className="hero-visual" aria-label="Recent activity in the app" role="img">
          <div className="phone">
            <p className="phone-title">
              <ShieldIcon width={18} height={18} /> {hero.activityTitle}
            </p>
            <ul>
              {hero.activityCards.map((card) => (
                <li key={card.title} className="activity-card">
                  <span>
                    <strong>{card.title}</strong>
                    <small>{card.detail}</small>
                  </span>
                  <span className="activity-amount">
                    <strong>{card.amount}</strong>
                    <small>{card.status}</small>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}
