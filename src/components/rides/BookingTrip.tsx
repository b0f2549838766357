import { BOOKING_STATUSES } from '@collections/options'
import { returnTripCopy } from '@/copy/returnTrips'
import { getPayload } from '@/lib/payload/client'
import { bookingPath } from '@/lib/rides/bookings'
import { tripOf } from '@/lib/rides/returnTrip'

import { Link } from '../ui/Link.client'
import { MapLink } from './StopList'

const copy = returnTripCopy

/**
 * On a booking's page (issue #34): which way its ride goes, its stop on the map, and the other leg
 * of a trip booked both ways, with its own status and a link to its own page.
 */
export async function BookingTrip({ code }: { code: string }) {
  const trip = await tripOf(await getPayload(), code)
  if (!trip) return null
  const { other } = trip
  return (
    <section className="card space-y-2 p-5" aria-label={copy.legs.heading}>
      <p>
        <span className="font-medium text-ink-soft">{copy.directionLabel}: </span>
        <strong data-testid="booking-direction">{copy.directions[trip.direction]}</strong>
        {trip.stop ? (
          <>
            {' · '}
            {trip.stop.place} ({trip.stop.area}) · <MapLink stop={trip.stop} city={trip.city} />
          </>
        ) : null}
      </p>
      {other ? (
        <p data-testid="booking-other-leg">
          <span className="font-medium">
            {other.direction === 'home' ? copy.legs.home : copy.legs.toChurch}:
          </span>{' '}
          {BOOKING_STATUSES.find((status) => status.value === other.status)?.label ?? other.status}{' '}
          ({other.code}) ·{' '}
          <Link href={bookingPath(other.code)} className="font-medium text-accent underline">
            {copy.legs.open}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
