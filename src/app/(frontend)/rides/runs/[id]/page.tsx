import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RideRunCard } from '@/components/rides/RideRunCard'
import { SeatRequestForm } from '@/components/rides/SeatRequestForm.client'
import { Link } from '@/components/ui/Link.client'
import { ridesCopy } from '@/copy/rides'
import { getPayload } from '@/lib/payload/client'
import { SITE_TIME_ZONE } from '@/lib/dates'
import { bookableRun } from '@/lib/rides/findRide'
import { homeRunFor } from '@/lib/rides/returnTrip'

const copy = ridesCopy.request

type Props = { params: Promise<{ id: string }> }

const runOf = async (id: string) =>
  /^\d{1,10}$/.test(id) ? bookableRun(await getPayload(), Number(id)) : null

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const run = await runOf((await params).id)
  return run
    ? { title: copy.metaTitle(run.title), robots: { index: false, follow: true } }
    : { title: ridesCopy.find.metaTitle }
}

/**
 * /rides/runs/<id>: a seat request on one bus run (issue #19). A run that is past, cancelled or
 * unknown is a 404; the form posts to its server action with or without JavaScript, and a booking
 * made opens its own page (the e-mail's link).
 */
export default async function RequestSeatPage({ params }: Props) {
  const run = await runOf((await params).id)
  if (!run) notFound()
  const home = await homeRunFor(await getPayload(), run)
  return (
    <div className="container-page max-w-3xl space-y-8 py-10 sm:py-14">
      <Link href="/rides" className="text-sm font-medium text-accent underline">
        {copy.back}
      </Link>
      <header className="space-y-3">
        <h1 className="heading-display text-4xl sm:text-5xl">{copy.title}</h1>
        <p className="text-lg text-ink-soft">{copy.lead}</p>
      </header>
      <RideRunCard run={run} />
      <div className="card p-5 sm:p-10">
        <SeatRequestForm
          runId={run.id}
          seats={run.seats}
          stops={run.stops}
          membersOnly={run.membersOnly}
          riders={run.riders}
          everyWeekday={
            run.weekly
              ? new Intl.DateTimeFormat('en-GB', {
                  weekday: 'long',
                  timeZone: SITE_TIME_ZONE,
                }).format(new Date(run.date))
              : undefined
          }
          homeLeavesAt={home?.stops[0]?.time}
        />
      </div>
    </div>
  )
}
