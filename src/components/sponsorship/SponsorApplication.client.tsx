'use client'

import { applicationCopy as copy } from '@/copy/sponsorship'
import { SENT } from '@/lib/forms/state'

import { SentNotice } from '../forms/FormNotice'
import { SponsorApplicationIsland } from './FormIslands.client'
import { useSponsorship } from './SponsorshipState.client'
import { targets } from './targets'

/**
 * Section 5, shown once the minimums have been seen (or opened by ?open=sponsor, which is also where
 * the form posts without JavaScript). Its form's code comes only when the form is shown.
 */
export function SponsorApplication() {
  const { sponsorStage } = useSponsorship()
  return (
    <>
      {/* Its own box, so the :target rule hides nothing of the page after it. */}
      <div className="container-page">
        <SentNotice
          id={SENT.sponsorship}
          notice={copy.success}
          className="mx-auto mt-10 max-w-3xl"
        />
      </div>
      <section
        id={targets.sponsorApplication}
        aria-labelledby="sponsor-application-title"
        hidden={sponsorStage !== 'form'}
        className="container-page py-10"
      >
        <div className="card mx-auto max-w-3xl p-5 sm:p-10">
          <h2
            id="sponsor-application-title"
            tabIndex={-1}
            data-focus-target
            className="heading-display text-3xl focus:outline-none sm:text-4xl"
          >
            {copy.title}
          </h2>
          <p className="mt-3 text-ink-soft">{copy.lead}</p>
          <SponsorApplicationIsland />
        </div>
      </section>
    </>
  )
}
