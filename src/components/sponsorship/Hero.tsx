import { sponsorshipCopy } from '@/copy/sponsorship'

import { ScriptureQuote } from '../ScriptureQuote'
import { SectionLink } from './SponsorshipState.client'

const copy = sponsorshipCopy.hero

/** Section 1: the page's only h1, a scripture card and the two ways to give. */
export function Hero({ product }: { product: string }) {
  return (
    <section aria-labelledby="sponsorship-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-mint-pale/60 blur-3xl dark:bg-mint/10"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/3 -left-40 size-72 rounded-full bg-mint/15 blur-3xl dark:bg-teal-deep/40"
      />
      <div className="container-page relative grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:items-center">
        <div className="text-center lg:text-left">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1
            id="sponsorship-title"
            className="heading-display mt-3 text-4xl leading-tight sm:text-5xl lg:text-6xl"
          >
            {copy.title(product)}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-ink-soft lg:mx-0">{copy.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <SectionLink
              to="donation"
              source="sponsorship_hero"
              href="#donate"
              className="btn-primary"
            >
              {copy.donate}
            </SectionLink>
            <SectionLink
              to="sponsor"
              source="sponsorship_hero"
              href="/sponsorship?open=sponsor#sponsor"
              className="btn-secondary"
            >
              {copy.sponsor}
            </SectionLink>
          </div>
        </div>
        <ScriptureQuote text={copy.quote.text} reference={copy.quote.reference} />
      </div>
    </section>
  )
}
