import { returnTripCopy } from '@/copy/returnTrips'
import { ridesCopy } from '@/copy/rides'
import { formatDate } from '@/lib/dates'
import type { RideRun } from '@/lib/rides/findRide'

import { Link } from '../ui/Link.client'
import { StopList } from './StopList'

const copy = ridesCopy.find

/**
 * One bus run as Find a Ride lists it: when, where from, and its free seats (or that it is full and
 * requests wait). Stops in the chosen area come first. With `requestHref`, a link to request a seat.
 */
export function RideRunCard({
  run,
  area,
  requestHref,
}: {
  run: RideRun
  area?: string
  requestHref?: string
}) {
  const inArea = (stopArea: string) =>
    Boolean(area) && stopArea.trim().toLowerCase() === area!.trim().toLowerCase()
  const stops = [...run.stops].sort((a, b) => Number(inArea(b.area)) - Number(inArea(a.area)))
  return (
    <article className="card space-y-3 p-5" data-testid="ride-run">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display text-xl font-semibold">{run.title}</h3>
        <p className="font-semibold text-accent">
          {run.free > 0 && run.waiting === 0 ? copy.free(run.free) : copy.full}
        </p>
      </div>
      <p className="text-ink-soft">
        <span className="font-semibold text-ink" data-testid="ride-direction">
          {returnTripCopy.directions[run.direction]}
        </span>{' '}
        · {formatDate(run.date)} · {run.service} · {run.church}, {run.branch}
        {run.membersOnly ? ` · ${copy.membersOnly}` : ''}
      </p>
      {run.kind === 'car' || run.riders !== 'anyone' ? (
        <p className="text-sm font-medium" data-testid="ride-kind">
          {[
            run.kind === 'car' ? copy.car : null,
            run.riders !== 'anyone' ? copy.riders[run.riders] : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      <div>
        <p className="text-sm font-medium">{copy.stops}</p>
        <StopList stops={stops} city={run.city} className="mt-1 text-sm" />
      </div>
      {requestHref ? (
        <Link href={requestHref} className="btn-secondary">
          {copy.request}
        </Link>
      ) : null}
    </article>
  )
}
