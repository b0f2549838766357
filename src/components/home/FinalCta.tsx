import { Link } from '@/components/ui/Link.client'

import { VolunteerDialog } from '@/components/volunteer/VolunteerDialog.client'
import { homeCopy } from '@/copy/home'

const copy = homeCopy.finalCta

/** The closing call to action: give, or volunteer. */
export function FinalCta() {
  return (
    <section aria-labelledby="final-cta-heading" className="container-page pt-4">
      <div className="card bg-gradient-to-br from-mint-pale/70 via-surface to-surface px-6 py-14 text-center sm:px-12 dark:from-surface-muted dark:via-surface dark:to-surface">
        <h2 id="final-cta-heading" className="heading-display text-3xl sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink-soft">{copy.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/sponsorship" className="btn-primary px-8">
            {copy.support}
          </Link>
          <VolunteerDialog buttonClassName="btn-secondary px-8" />
        </div>
      </div>
    </section>
  )
}
