import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RunPassengers } from '@/components/rides/RunPassengers'
import { StopList } from '@/components/rides/StopList'
import { coordinatorCopy } from '@/copy/coordinator'
import { returnTripCopy } from '@/copy/returnTrips'
import { ridesCopy } from '@/copy/rides'
import { formatDate } from '@/lib/dates'
import { getPayload } from '@/lib/payload/client'
import { openCoordinatorPage } from '@/lib/rides/coordinatorPage'

const copy = coordinatorCopy.page
const driverCopy = ridesCopy.driverPage

export const metadata: Metadata = {
  title: copy.metaTitle,
  robots: { index: false, follow: false },
  // The address holds the coordinator's token: as on the driver's page (rides/driver/[link]).
  referrer: 'same-origin',
}

type Props = {
  params: Promise<{ link: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * A bus run's day page for its coordinator (issue #34), opened from the link sent to them from the
 * back office: the run, its passengers, and on its day On board, Not here, the hand-over and the
 * close, plain forms that work without JavaScript. A link that opens nothing is a 404.
 */
export default async function CoordinatorPage({ params, searchParams }: Props) {
  const { link } = await params
  const opened = await openCoordinatorPage(await getPayload(), link)
  if (!opened) notFound()
  const { run } = opened
  const { day: answer } = await searchParams
  const { day } = run
  const taken = run.passengers.reduce((sum, line) => sum + line.people, 0)
  return (
    <div className="container-page max-w-3xl space-y-8 py-10 sm:py-14">
      <header className="space-y-3">
        <h1 className="heading-display text-3xl sm:text-4xl">{copy.title(run.title)}</h1>
        <p className="text-lg text-ink-soft">{copy.lead(opened.name, opened.church)}</p>
      </header>
      <section className="card space-y-3 p-5" id={`ride-${run.id}`} data-testid="driver-ride">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-ink-soft">
            {returnTripCopy.directions[run.direction]} · {formatDate(run.date)} · {run.service}
          </p>
          <p className="font-semibold text-accent">{driverCopy.seatsTaken(taken, run.seats)}</p>
        </div>
        <StopList stops={run.stops} />
        <RunPassengers
          link={link}
          page="coordinator"
          runId={run.id}
          passengers={run.passengers}
          waiting={run.waiting}
          day={day}
          answer={typeof answer === 'string' ? answer : undefined}
          Heading="h2"
        />
        {day ? null : <p className="text-sm text-ink-soft">{copy.notToday}</p>}
      </section>
    </div>
  )
}
