/** Home sections 7-8: statistics band and the FAQ accordion (one answer open; clicking the open one closes it). */
import { useId, useState } from 'react'
import { ChevronDownIcon } from '../../components/icons.tsx'
import { Reveal } from '../../components/reveal.tsx'
import type { HomeCopy } from './home-copy.ts'

export function StatsBand({ stats }: { stats: HomeCopy['stats'] }) {
  return (
    <Reveal className="stats-band" aria-label="Escrova in numbers">
      <ul className="container stats">
        {stats.map((stat) => (
          <li key={stat.label}>
            <strong className="stat-value">
              {stat.value}
              {stat.suffix}
            </strong>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
    </Reveal>
  )
}

export function FaqSection({ faq }: { faq: HomeCopy['faq'] }) {
  const [open, setOpen] = useState<number | null>(0)
  const baseId = useId()
  return (
    <Reveal className="section" aria-labelledby="faq-title">
      <div className="container faq-container">
        <div className="section-head">
          <p className="eyebrow">{faq.eyebrow}</p>
          <h2 id="faq-title">{faq.heading}</h2>
        </div>
        <div className="faq-list">
          {faq.items.map((item, index) => {
            const isOpen = open === index
            const panelId = `${baseId}-panel-${index}`
            const buttonId = `${baseId}-button-${index}`
            return (
              <div key={item.question} className="faq-item" data-open={isOpen}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    className="faq-question"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpen(isOpen ? null : index)}
                  >
                    {item.question}
                    <ChevronDownIcon />
                  </button>
                </h3>
                <section id={panelId} aria-labelledby={buttonId} className="faq-answer" hidden={!isOpen}>
                  <p>{item.answer}</p>
                </section>
              </div>
            )
          })}
        </div>
      </div>
    </Reveal>
  )
}
