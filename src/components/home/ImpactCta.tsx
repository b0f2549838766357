import { Link } from '@/components/ui/Link.client'

import { homeCopy } from '@/copy/home'
import { getSiteSettings } from '@/lib/content'

import { Icon } from './Icon'

const copy = homeCopy.impactCta

/** 'See Our Impact in Action': a plain link, so /impact opens at its top like any page. */
export async function ImpactCta() {
  const { site_name } = await getSiteSettings()
  return (
    <section aria-labelledby="impact-cta-heading" className="container-page py-16">
      <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-teal-deep to-charcoal px-6 py-14 text-center text-white shadow-xl sm:px-12 sm:py-16 dark:ring-1 dark:ring-line">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-16 -z-10 size-72 rounded-full bg-mint/25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-28 -left-10 -z-10 size-72 rounded-full bg-mint-pale/15 blur-3xl"
        />
        <h2
          id="impact-cta-heading"
          className="font-display text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {copy.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-white/90">
          {copy.text(site_name)}
        </p>
        <Link
          href="/impact"
          className="btn mt-8 bg-white text-teal-deep shadow-lg hover:bg-mint-pale focus-visible:outline-white"
        >
          {copy.link}
          <Icon name="arrow" className="size-5" />
        </Link>
      </div>
    </section>
  )
}
