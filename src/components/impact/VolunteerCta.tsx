import { Link } from '@/components/ui/Link.client'

import { impactCopy as copy } from '@/copy/impact'

import { VolunteerDialog } from '../volunteer/VolunteerDialog.client'

export function VolunteerCta() {
  return (
    <section aria-labelledby="volunteer-heading" className="container-page py-16">
      <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-charcoal via-teal-deep to-green-dark px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16 dark:border dark:border-line">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-20 -right-20 -z-10 size-72 rounded-full bg-mint/25 blur-3xl"
        />
        <h2
          id="volunteer-heading"
          className="font-display text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {copy.volunteer.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-white/90">
          {copy.volunteer.text}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <VolunteerDialog buttonClassName="btn bg-white text-teal-deep shadow-lg hover:bg-mint-pale focus-visible:outline-white" />
          <Link
            href="/sponsorship"
            className="btn border border-white/50 text-white hover:bg-white/10 focus-visible:outline-white"
          >
            {copy.volunteer.support}
          </Link>
        </div>
      </div>
    </section>
  )
}
