import { sponsorshipCopy } from '@/copy/sponsorship'

import { Icon } from './icons'
import { ImpactReportIsland } from './FormIslands.client'

const copy = sponsorshipCopy.report

/** Section 10: the impact report request. */
export function ImpactReportSection() {
  return (
    <section
      id="impact-report"
      aria-labelledby="impact-report-title"
      className="container-page py-16"
    >
      <div className="card mx-auto max-w-3xl p-6 sm:p-10">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-mint-pale text-teal-deep dark:bg-surface-muted dark:text-accent">
            <Icon name="mail" />
          </span>
          <div>
            <h2 id="impact-report-title" className="heading-display text-3xl sm:text-4xl">
              {copy.title}
            </h2>
            <p className="mt-2 text-ink-soft">{copy.lead}</p>
          </div>
        </div>
        <div className="mt-8">
          <ImpactReportIsland />
        </div>
      </div>
    </section>
  )
}
