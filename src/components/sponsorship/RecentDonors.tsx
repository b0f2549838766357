import { Link } from '@/components/ui/Link.client'

import { sponsorshipCopy } from '@/copy/sponsorship'
import { formatDate } from '@/lib/dates'
import { formatNaira } from '@/lib/format'
import { initials } from '@/lib/images'
import type { PublicDonation } from '@/lib/publicDonors'

import { DonorsRefresh } from './DonorsRefresh.client'

const copy = sponsorshipCopy.donors
/** public-site.md section 9: 15 donors unless all are asked for. */
export const RECENT_DONORS = 15

/** An anonymous donor is never named, whatever the API sends. */
const donorName = (donation: PublicDonation): string | null =>
  donation.is_anonymous
    ? null
    : (donation.donor_type === 'organization' ? donation.organization_name : null) ||
      donation.donor_name ||
      null

/** The public donor list, newest first; ?donors=all lists every donor, and works without JavaScript. */
export function RecentDonors({
  donations,
  total,
  showAll,
}: {
  donations: PublicDonation[]
  total: number
  showAll: boolean
}) {
  return (
    <section id="donors" aria-labelledby="donors-title" className="card p-5 sm:p-7">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="donors-title" className="heading-display text-2xl sm:text-3xl">
            {copy.title}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{copy.lead}</p>
        </div>
        {/* eslint-disable-next-line react-hooks/purity -- a server component renders once per request: the time of this page's list */}
        <DonorsRefresh showAll={showAll} renderedAt={Date.now()} />
      </div>

      {donations.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-surface-muted p-6 text-center">
          <p className="font-semibold">{copy.empty}</p>
          <Link
            href="/sponsorship#donate"
            className="mt-2 inline-block font-semibold text-accent underline underline-offset-4"
          >
            {copy.emptyLink}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-ink-soft" aria-live="polite">
            {copy.showing(donations.length, total)}
          </p>
          <ul
            // The full list scrolls inside the card, so it must be reachable by keyboard.
            {...(showAll ? { tabIndex: 0, 'aria-label': copy.title } : {})}
            className={`mt-2 divide-y divide-line ${showAll ? 'max-h-[34rem] overflow-y-auto pr-1 focus-visible:outline-2 focus-visible:outline-accent' : ''}`}
            data-testid="donor-list"
          >
            {donations.map((donation) => {
              const name = donorName(donation)
              return (
                <li key={donation.id} className="flex items-center gap-3 py-3" data-testid="donor">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-mint-pale font-semibold text-teal-deep dark:bg-surface-muted dark:text-accent"
                  >
                    {name ? initials(name) : '♥'}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words">{name ?? copy.anonymous}</p>
                    <p className="text-sm text-ink-soft">
                      <time dateTime={donation.givenAt}>{formatDate(donation.givenAt)}</time>
                      {donation.donor_type === 'organization' && name
                        ? ` · ${copy.organization}`
                        : ''}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-accent">
                    {formatNaira(donation.amount)}
                  </p>
                </li>
              )
            })}
          </ul>
          {/* Both lists are the same when every donor fits in the recent one: no toggle then. */}
          {total > RECENT_DONORS ? (
            <Link
              href={showAll ? '/sponsorship#donors' : '/sponsorship?donors=all#donors'}
              scroll={false}
              className="btn-secondary mt-4 w-full"
            >
              {showAll ? copy.showRecent : copy.viewAll}
            </Link>
          ) : null}
        </>
      )}
    </section>
  )
}
