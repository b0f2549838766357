import { sponsorshipCopy } from '@/copy/sponsorship'

import { SectionLink } from './SponsorshipState.client'

const copy = sponsorshipCopy.closing
/** The spec's source of the closing donate click; also the engagement events' content id. */
export const CTA_SOURCE = 'sponsorship_cta'

/** Section 11: the closing call to action; both buttons bring their form into view. */
export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="container-page py-16">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-charcoal via-teal-deep to-green-dark px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-20 -right-20 size-64 rounded-full bg-mint/25 blur-3xl"
        />
        <h2 id="closing-title" className="relative font-display text-3xl font-bold sm:text-4xl">
          {copy.title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-white/90">{copy.lead}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <SectionLink
            to="sponsor-form"
            source={CTA_SOURCE}
            engagement="become_sponsor_click"
            href="/sponsorship?open=sponsor#sponsor-application"
            className="btn bg-white text-teal-deep shadow-lg hover:bg-mint-pale focus-visible:outline-white"
          >
            {copy.sponsor}
          </SectionLink>
          <SectionLink
            to="donation"
            source={CTA_SOURCE}
            engagement="donate_click"
            href="#donate"
            className="btn border border-white/60 text-white hover:bg-white/10 focus-visible:outline-white"
          >
            {copy.donate}
          </SectionLink>
        </div>
      </div>
    </section>
  )
}
