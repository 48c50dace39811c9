/** Home sections 3-6: about block, How It Works, App Advantage, Why use our app. */

import { DecorativeImage } from '../../components/decorative-image.tsx'
import { ArrowRightIcon, CheckIcon } from '../../components/icons.tsx'
import { Link } from '../../components/local-link.tsx'
import { Reveal } from '../../components/reveal.tsx'
import { StoreLink } from '../../components/store-link.tsx'
import type { HomeCopy } from './home-copy.ts'

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <CheckIcon /> {item}
        </li>
      ))}
    </ul>
  )
}

export function AboutBlock({ about }: { about: HomeCopy['aboutBlock'] }) {
  return (
    <Reveal className="section section-alt" aria-labelledby="about-block-title">
      <div className="container split">
        <DecorativeImage src="/images/escrow-flow.svg" width="520" height="400" className="split-art" />
        <div>
          <p className="eyebrow">{about.eyebrow}</p>
          <h2 id="about-block-title">{about.heading}</h2>
          <p className="lead">{about.text}</p>
          <CheckList items={about.points} />
          {/* The spec leaves Discover More's destination to the parent: About Us is where more is. */}
          <Link to="/about-us" className="button button-primary">
            Discover More <ArrowRightIcon />
          </Link>
        </div>
      </div>
    </Reveal>
  )
}

export function HowItWorks({ howItWorks }: { howItWorks: HomeCopy['howItWorks'] }) {
  return (
    <Reveal className="section" aria-labelledby="how-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{howItWorks.eyebrow}</p>
          <h2 id="how-title">{howItWorks.heading}</h2>
        </div>
        <ol className="grid grid-3 steps">
          {howItWorks.steps.map((step, index) => (
            <li key={step.title} className="card step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p className="muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </Reveal>
  )
}

export function AppAdvantage({ advantage }: { advantage: HomeCopy['appAdvantage'] }) {
  return (
    <Reveal className="section section-alt" aria-labelledby="advantage-title">
      <div className="container split split-reverse">
        <div>
          <p className="eyebrow">{advantage.eyebrow}</p>
          <h2 id="advantage-title">{advantage.heading}</h2>
          <CheckList items={advantage.points} />
          <StoreLink className="button button-primary">{advantage.buttonLabel}</StoreLink>
        </div>
        <DecorativeImage src="/images/app-advantage.svg" width="520" height="400" className="split-art" />
      </div>
    </Reveal>
  )
}

export function WhyUseOurApp({ why }: { why: HomeCopy['whyUseOurApp'] }) {
  return (
    <Reveal className="section" aria-labelledby="why-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{why.eyebrow}</p>
          <h2 id="why-title">{why.heading}</h2>
        </div>
        <ul className="grid grid-4 why-cards">
          {why.cards.map((card) => (
            <li key={card.title} className="card">
              <h3>{card.title}</h3>
              <p className="muted">{card.text}</p>
              <Link to={card.link} className="text-link">
                Learn more<span className="visually-hidden"> about {card.title}</span>{' '}
                <ArrowRightIcon width={16} height={16} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  )
}
