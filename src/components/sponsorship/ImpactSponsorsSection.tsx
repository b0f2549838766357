import { sponsorshipCopy } from '@/copy/sponsorship'

import { Icon } from './icons'
import { SponsorReveal } from './SponsorReveal.client'
import { targets } from './targets'

const copy = sponsorshipCopy.sponsors

/** Section 4: what sponsors receive, the minimum, and the way into the application. */
export function ImpactSponsorsSection() {
  return (
    <section id={targets.sponsor} aria-labelledby="sponsor-title" className="container-page py-16">
      <div className="card grid overflow-hidden lg:grid-cols-2">
        <div className="bg-gradient-to-br from-charcoal to-teal-deep p-6 text-white sm:p-10">
          <p className="text-sm font-semibold tracking-wide text-mint-pale uppercase">
            {copy.eyebrow}
          </p>
          <h2
            id="sponsor-title"
            tabIndex={-1}
            data-focus-target
            className="mt-2 font-display text-3xl font-bold focus:outline-none sm:text-4xl"
          >
            {copy.title}
          </h2>
          <p className="mt-4 text-lg text-white/90">{copy.lead}</p>
          <div className="mt-8 rounded-2xl border border-white/20 bg-white/10 p-5">
            <h3 className="text-sm font-semibold tracking-wide text-mint-pale uppercase">
              {copy.minimumTitle}
            </h3>
            <p className="mt-1 font-display text-2xl font-bold">{copy.minimum}</p>
          </div>
        </div>
        <div className="space-y-6 p-6 sm:p-10">
          <h3 className="heading-display text-2xl">{copy.benefitsTitle}</h3>
          <ul className="space-y-3">
            {copy.benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-mint-pale text-teal-deep dark:bg-surface-muted dark:text-accent">
                  <Icon name="check" className="size-4" />
                </span>
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <SponsorReveal />
        </div>
      </div>
    </section>
  )
}
