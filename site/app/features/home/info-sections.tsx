/** Home sections 3-6: about block, How It Works, App Advantage, Why use our app. */
import { Link } from 'react-router-dom'
import { ArrowRightIcon, CheckIcon } from '../../components/icons.tsx'
import { Reveal } from '../../components/reveal.tsx'
import { StoreLink } from '../../components/store-link.tsx'
import { ABOUT_BLOCK, APP_ADVANTAGE, HOW_IT_WORKS, WHY_CARDS } from './content.ts'

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

export function AboutBlock() {
  return (
    <Reveal className="section section-alt" aria-labelledby="about-block-title">
      <div className="container split">
        <img
          src="/images/escrow-flow.svg"
          alt=""
          width="520"
          height="400"
          loading="lazy"
          className="split-art"
        />
        <div>
          <p className="eyebrow">{ABOUT_BLOCK.eyebrow}</p>
          <h2 id="about-block-title">{ABOUT_BLOCK.heading}</h2>
          <p className="lead">{ABOUT_BLOCK.text}</p>
          <CheckList items={ABOUT_BLOCK.points} />
          {/* The spec leaves Discover More's destination to the parent: About Us is where more is. */}
          <Link to="/about-us" className="button button-primary">
            Discover More <ArrowRightIcon />
          </Link>
        </div>
      </div>
    </Reveal>
  )
}

export function HowItWorks() {
  return (
    <Reveal className="section" aria-labelledby="how-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">How It Works</p>
          <h2 id="how-title">Start in three simple steps</h2>
        </div>
        <ol className="grid grid-3 steps">
          {HOW_IT_WORKS.map((step, index) => (
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

export function AppAdvantage() {
  return (
    <Reveal className="section section-alt" aria-labelledby="advantage-title">
      <div className="container split split-reverse">
        <div>
          <p className="eyebrow">{APP_ADVANTAGE.eyebrow}</p>
          <h2 id="advantage-title">{APP_ADVANTAGE.heading}</h2>
          <CheckList items={APP_ADVANTAGE.points} />
          <StoreLink className="button button-primary">Download App</StoreLink>
        </div>
        <img
          src="/images/app-advantage.svg"
          alt=""
          width="520"
          height="400"
          loading="lazy"
          className="split-art"
        />
      </div>
    </Reveal>
  )
}

export function WhyUseOurApp() {
  return (
    <Reveal className="section" aria-labelledby="why-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Why use our app</p>
          <h2 id="why-title">One app for every kind of payment</h2>
        </div>
        <ul className="grid grid-4 why-cards">
          {WHY_CARDS.map((card) => (
            <li key={card.title} className="card">
              <h3>{card.title}</h3>
              <p className="muted">{card.text}</p>
              <Link to={card.to} className="text-link">
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
