import { sponsorshipCopy } from '@/copy/sponsorship'
import type { ImpactPartner } from '@/payload-types'

import { SectionHeading } from '../SectionHeading'
import { Carousel } from './Carousel.client'
import { LogoOrInitials, partnerLogo } from './logos'

const copy = sponsorshipCopy.partners

function PartnerCard({ partner }: { partner: ImpactPartner }) {
  return (
    <article
      className="card flex h-full flex-col items-center gap-3 p-6 text-center"
      aria-labelledby={`partner-${partner.id}`}
    >
      <LogoOrInitials
        logo={partnerLogo(partner)}
        name={partner.company_name}
        className="h-20 w-40 rounded-2xl"
      />
      <h3 id={`partner-${partner.id}`} className="heading-display text-lg leading-snug">
        {partner.company_name}
      </h3>
      <p className="eyebrow">{copy.label}</p>
      <p className="mt-auto text-sm text-ink-soft">{copy.thanks}</p>
    </article>
  )
}

const Counter = ({ value, label }: { value: number; label: string }) => (
  <div className="card flex flex-col justify-center p-5 text-center">
    <p className="font-display text-4xl font-bold text-accent">{copy.plus(value)}</p>
    <p className="mt-1 font-semibold text-ink-soft">{label}</p>
  </div>
)

/** Section 7: 'Our Impact Partners', its counters and the 'Partner With Us' invitation. */
export function PartnersSection({
  partners,
  activeProjects,
  contactEmail,
}: {
  partners: ImpactPartner[]
  activeProjects: number
  contactEmail: string | null
}) {
  return (
    <section id="partners" aria-labelledby="partners-title" className="container-page py-16">
      <SectionHeading id="partners-title" title={copy.title}>
        {copy.lead}
      </SectionHeading>
      {partners.length === 0 ? (
        <p className="card mx-auto max-w-xl p-6 text-center text-ink-soft">{copy.empty}</p>
      ) : (
        <Carousel
          label={copy.title}
          itemLabel="partner"
          layout="partners"
          slides={partners.map((partner) => ({
            key: partner.id,
            node: <PartnerCard partner={partner} />,
          }))}
        />
      )}
      <div className="mt-10 grid gap-4 sm:gap-6 lg:grid-cols-[1fr_2fr]">
        <div className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-1">
          <Counter value={partners.length} label={copy.partnersCount} />
          <Counter value={activeProjects} label={copy.projectsCount} />
        </div>
        <div className="rounded-3xl bg-gradient-to-br from-charcoal to-teal-deep p-6 text-white shadow-lg sm:p-8">
          <h3 className="font-display text-2xl font-bold">{copy.withUs}</h3>
          <p className="mt-2 text-white/90">
            {contactEmail ? copy.contact(contactEmail) : copy.contactNoEmail}
          </p>
          {contactEmail ? (
            <a
              href={`mailto:${contactEmail}`}
              className="btn mt-5 bg-white text-teal-deep hover:bg-mint-pale focus-visible:outline-white"
            >
              {copy.become}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  )
}
