import { sponsorshipCopy } from '@/copy/sponsorship'
import type { ImpactSponsor } from '@/payload-types'

import { SectionHeading } from '../SectionHeading'
import { Carousel } from './Carousel.client'
import { LogoOrInitials, sponsorLogo } from './logos'

const copy = sponsorshipCopy.sponsorsCarousel

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

function SponsorCard({ sponsor }: { sponsor: ImpactSponsor }) {
  return (
    <article
      className="card flex h-full flex-col gap-4 p-6"
      aria-labelledby={`sponsor-${sponsor.id}`}
    >
      <div className="flex items-center gap-4">
        <LogoOrInitials
          logo={sponsorLogo(sponsor)}
          name={sponsor.sponsor_name}
          className="size-16 shrink-0 rounded-2xl"
        />
        <div className="min-w-0">
          <h3 id={`sponsor-${sponsor.id}`} className="heading-display text-lg leading-snug">
            {sponsor.sponsor_name}
          </h3>
          <p className="text-sm text-ink-soft">{copy.types[sponsor.sponsor_type]}</p>
        </div>
      </div>
      {sponsor.motivation ? (
        <p className="line-clamp-3 text-ink-soft italic">&ldquo;{sponsor.motivation}&rdquo;</p>
      ) : null}
      {sponsor.website_url ? (
        // The spoken name starts with what is seen (WCAG 2.5.3), then says whose site it is.
        <a
          href={sponsor.website_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto text-sm font-semibold text-accent underline underline-offset-4"
        >
          {hostOf(sponsor.website_url)}
          <span className="sr-only"> ({copy.website(sponsor.sponsor_name)})</span>
        </a>
      ) : null}
    </article>
  )
}

/** Section 6: 'Our Impact Sponsors', a looping carousel of the active sponsors in their order. */
export function SponsorsShowcase({ sponsors }: { sponsors: ImpactSponsor[] }) {
  return (
    <section
      id="impact-sponsors"
      aria-labelledby="impact-sponsors-title"
      className="container-page py-16"
    >
      <SectionHeading id="impact-sponsors-title" title={copy.title}>
        {copy.lead}
      </SectionHeading>
      {sponsors.length === 0 ? (
        <p className="card mx-auto max-w-xl p-6 text-center text-ink-soft">{copy.empty}</p>
      ) : (
        <>
          <p className="-mt-4 mb-8 text-center">
            <span className="inline-flex items-baseline gap-2 rounded-full bg-mint-pale px-4 py-1.5 text-teal-deep dark:bg-surface-muted dark:text-accent">
              <span className="font-display text-2xl font-bold" data-testid="sponsor-count">
                {copy.count(sponsors.length)}
              </span>
              <span className="font-semibold">{copy.countLabel}</span>
            </span>
          </p>
          <Carousel
            label={copy.title}
            itemLabel="sponsor"
            layout="thirds"
            slides={sponsors.map((sponsor) => ({
              key: sponsor.id,
              node: <SponsorCard sponsor={sponsor} />,
            }))}
          />
        </>
      )}
    </section>
  )
}
