import { sponsorshipCopy } from '@/copy/sponsorship'

import { SectionHeading } from '../SectionHeading'
import { Dialog } from '../ui/Dialog.client'
import { Icon } from './icons'
import { PitchDeckIsland } from './FormIslands.client'
import { targets } from './targets'

const copy = sponsorshipCopy.funds
const impactIcons = ['car', 'shield', 'bus', 'people'] as const

/** Section 9: four impact cards, the fund allocation (text first; the bars only illustrate it), the pitch deck. */
export function FundsSection({ product }: { product: string }) {
  return (
    <section id="funds" aria-labelledby="funds-title" className="container-page py-16">
      <SectionHeading id="funds-title" title={copy.title}>
        {copy.lead}
      </SectionHeading>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {copy.impacts.map((impact, index) => (
          <li key={impact.title} className="card flex gap-4 p-5 sm:block sm:p-6">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-mint-pale text-teal-deep dark:bg-surface-muted dark:text-accent">
              <Icon name={impactIcons[index]} />
            </span>
            <div>
              <h3 className="font-display text-lg font-bold text-ink sm:mt-4">{impact.title}</h3>
              <p className="mt-1 text-sm text-ink-soft">{impact.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="card mt-8 grid gap-8 p-6 sm:p-10 lg:grid-cols-[2fr_1fr] lg:items-center">
        <div>
          <h3 className="heading-display text-2xl">{copy.allocationTitle}</h3>
          <ul className="mt-6 space-y-5">
            {copy.allocation.map((item) => (
              <li key={item.label}>
                <div className="flex items-baseline justify-between gap-4">
                  <span className="font-medium">{item.label}</span>
                  <span className="font-display text-xl font-bold text-accent">
                    {item.percent}%
                  </span>
                </div>
                <div aria-hidden="true" className="mt-2 h-3 rounded-full bg-surface-muted">
                  <div
                    className="h-3 rounded-full bg-gradient-to-r from-mint to-teal-deep dark:to-mint-pale"
                    style={{ width: `${item.percent}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col items-center rounded-2xl bg-surface-muted p-6">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-surface text-accent">
            <Icon name="chart" />
          </span>
          <Dialog
            id={targets.pitchDeck}
            title={sponsorshipCopy.pitchDeck.title(product)}
            trigger={copy.plans}
            triggerClassName="btn-primary mt-4 w-full"
            size="md"
          >
            <PitchDeckIsland />
          </Dialog>
        </div>
      </div>
    </section>
  )
}
