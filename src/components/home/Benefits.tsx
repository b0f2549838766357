import { ScriptureQuote } from '@/components/ScriptureQuote'
import { SectionHeading } from '@/components/SectionHeading'
import { homeCopy } from '@/copy/home'

import { Icon } from './Icon'

const copy = homeCopy.benefits

/** 'Bringing the Church Family Together': the six benefits and four scripture quotes. */
export function Benefits() {
  return (
    <section
      aria-labelledby="benefits-heading"
      className="border-y border-line bg-surface-muted/50 py-16 dark:bg-page/70 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading id="benefits-heading" title={copy.title}>
          {copy.lead}
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {copy.cards.map((card) => (
            <li key={card.title} className="card p-6 sm:p-7">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-mint-pale to-surface-muted text-teal-deep ring-1 ring-line dark:from-mint/25 dark:to-surface-muted dark:text-accent">
                <Icon name={card.icon} />
              </span>
              <h3 className="heading-display mt-5 text-xl">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{card.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {copy.quotes.map((quote) => (
            <ScriptureQuote key={quote.reference} text={quote.text} reference={quote.reference} />
          ))}
        </div>
      </div>
    </section>
  )
}
