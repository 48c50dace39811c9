/** Home sections 7-8: statistics band and the FAQ accordion (one answer open; clicking the open one closes it). */
import { useId, useState } from 'react'
import { ChevronDownIcon } from '../../components/icons.tsx'
import { Reveal } from '../../components/reveal.tsx'
import { FAQS, STATS } from './content.ts'

export function StatsBand() {
  return (
    <Reveal className="stats-band" aria-label="Escrova in numbers">
      <ul className="container stats">
        {STATS.map((stat) => (
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

export function FaqSection() {
  const [open, setOpen] = useState<number | null>(0)
  const baseId = useId()
  return (
    <Reveal className="section" aria-labelledby="faq-title">
      <div className="container faq-container">
        <div className="section-head">
          <p className="eyebrow">FAQ</p>
          <h2 id="faq-title">Frequently asked questions</h2>
        </div>
        <div className="faq-list">
          {FAQS.map((faq, index) => {
            const isOpen = open === index
            const panelId = `${baseId}-panel-${index}`
            const buttonId = `${baseId}-button-${index}`
            return (
              <div key={faq.question} className="faq-item" data-open={isOpen}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    className="faq-question"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpen(isOpen ? null : index)}
                  >
                    {faq.question}
                    <ChevronDownIcon />
                  </button>
                </h3>
                <section id={panelId} aria-labelledby={buttonId} className="faq-answer" hidden={!isOpen}>
                  <p>{faq.answer}</p>
                </section>
              </div>
            )
          })}
        </div>
      </div>
    </Reveal>
  )
}
