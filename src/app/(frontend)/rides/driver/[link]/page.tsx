import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { DriverCancelRide, driverCancelError } from '@/components/rides/DriverCancelRide'
import { RideOfferForm } from '@/components/rides/RideOfferForm.client'
import { RunPassengers } from '@/components/rides/RunPassengers'
import { plansChangeCopy } from '@/copy/plansChange'
import { StopList } from '@/components/rides/StopList'
import { returnTripCopy } from '@/copy/returnTrips'
import { ridesCopy } from '@/copy/rides'
import { formatDate } from '@/lib/dates'
import { getPayload } from '@/lib/payload/client'
import { openDriverPage, type DriverRide } from '@/lib/rides/driverPage'

const copy = ridesCopy.driverPage

export const metadata: Metadata = {
  title: copy.metaTitle,
  robots: { index: false, follow: false },
  // The address holds the driver's token: no other site it links to learns it. Not 'no-referrer':
  // that makes a browser send 'Origin: null' with the offer form's post, which Next refuses as a
  // cross-site server action (analytics keep '/rides/driver/[link]', never the token).
  referrer: 'same-origin',
}

type Props = {
  params: Promise<{ link: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

function RideItem({
  ride,
  link,
  answer,
  cancel,
}: {
  ride: DriverRide
  link: string
  /** The answer to the driver's last post on the day, when it was about this ride. */
  answer?: string
  cancel: ReactNode
}) {
  const taken = ride.passengers.reduce((sum, line) => sum + line.people, 0)
  const { day } = ride
  return (
    <li className="card space-y-3 p-5" data-testid="driver-ride" id={`ride-${ride.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display text-xl font-semibold">{ride.title}</h3>
        <p className="font-semibold text-accent">{copy.seatsTaken(taken, ride.seats)}</p>
      </div>
      <p className="text-ink-soft">
        {returnTripCopy.directions[ride.direction]} · {formatDate(ride.date)} · {ride.service}
        {ride.riders !== 'anyone' ? ` · ${ridesCopy.find.riders[ride.riders]}` : ''}
      </p>
      <StopList stops={ride.stops} />
      <RunPassengers
        link={link}
        page="driver"
        runId={ride.id}
        passengers={ride.passengers}
        waiting={ride.waiting}
        day={day}
        answer={answer}
      />
      {cancel}
    </li>
  )
}

/**
 * A volunteer driver's own page (issue #19), opened from the link in their e-mails: their car, the
 * form to offer seats to a service (a plain form that works without JavaScript), and their coming
 * rides with who rides. A link that opens nothing is a 404 (not-found.tsx) that shows nothing.
 */
export default async function DriverPage({ params, searchParams }: Props) {
  const { link } = await params
  const driver = await openDriverPage(await getPayload(), link)
  if (!driver) notFound()
  const {
    offered,
    day: dayAnswer,
    run: answeredRun,
    cancelRide,
    cancelled,
    error,
  } = await searchParams
  const cancelError = driverCancelError(error)
  return (
    <div className="container-page max-w-3xl space-y-8 py-10 sm:py-14">
      <header className="space-y-3">
        <h1 className="heading-display text-3xl sm:text-4xl">{copy.title(driver.name)}</h1>
        <p className="text-lg text-ink-soft">{copy.lead(driver.church)}</p>
        <p>
          <span className="font-medium">{copy.car}:</span> {driver.vehicle}, {driver.plate},{' '}
          {copy.seats(driver.seats)}
        </p>
      </header>
      {cancelled || (cancelError && !cancelRide) ? (
        <p role="status" className="card p-5 font-medium" data-testid="driver-cancelled">
          {cancelled ? plansChangeCopy.driverCancel.done : cancelError}
        </p>
      ) : null}
      {offered ? (
        <p role="status" className="card p-5 font-medium" data-testid="driver-offered">
          {copy.offered}
        </p>
      ) : null}
      <section className="space-y-4" aria-labelledby="offer-title">
        <h2 id="offer-title" className="font-display text-2xl font-semibold">
          {copy.offerTitle}
        </h2>
        {driver.refusal ? (
          <p className="card p-5 font-medium" data-testid="driver-refusal">
            {driver.refusal}
          </p>
        ) : (
          <div className="card p-5 sm:p-8">
            <RideOfferForm link={link} choices={driver.choices} seats={driver.seats} />
          </div>
        )}
      </section>
      <section className="space-y-4" aria-labelledby="rides-title" id="your-rides">
        <h2 id="rides-title" className="font-display text-2xl font-semibold">
          {copy.ridesTitle}
        </h2>
        {driver.rides.length === 0 ? (
          <p className="text-ink-soft">{copy.noRides}</p>
        ) : (
          <ul className="space-y-4">
            {driver.rides.map((ride) => (
              <RideItem
                key={ride.id}
                ride={ride}
                link={link}
                answer={
                  answeredRun === String(ride.id) && typeof dayAnswer === 'string'
                    ? dayAnswer
                    : undefined
                }
                cancel={
                  // Closed, or a passenger on board: the ride is not cancelled any more.
                  ride.day?.closed ||
                  Object.values(ride.day?.marks ?? {}).some(
                    (mark) => mark.boarding === 'boarded',
                  ) ? null : (
                    <DriverCancelRide
                      link={link}
                      ride={ride.id}
                      asked={cancelRide === String(ride.id)}
                      error={cancelRide === String(ride.id) ? cancelError : null}
                    />
                  )
                }
              />
            ))}
          </ul>
        )}
        <p className="text-sm text-ink-soft">{copy.changeNote}</p>
      </section>
    </div>
  )
}
