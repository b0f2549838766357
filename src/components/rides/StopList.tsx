import { returnTripCopy } from '@/copy/returnTrips'
import type { RideStop } from '@/lib/rides/findRide'

const copy = returnTripCopy

/** OpenStreetMap's search for a stop (issue #34): no key, and the query names a public place only. */
export const mapUrl = (stop: { place: string; area: string }, city?: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(
    [stop.place, stop.area, city || 'Nigeria'].filter(Boolean).join(', '),
  )}`

/** A stop's map link. No referrer: the page's own address may hold its link's token. */
export function MapLink({ stop, city }: { stop: { place: string; area: string }; city?: string }) {
  return (
    <a
      href={mapUrl(stop, city)}
      rel="noreferrer"
      className="font-medium text-accent underline"
      aria-label={copy.mapLabel(stop.place)}
      data-testid="stop-map-link"
    >
      {copy.map}
    </a>
  )
}

/** A run's stops, each with its time, place, area and map link. */
export function StopList({
  stops,
  city,
  className = 'text-sm',
}: {
  stops: RideStop[]
  city?: string
  className?: string
}) {
  return (
    <ul className={`space-y-0.5 ${className}`}>
      {stops.map((stop) => (
        <li key={`${stop.place}-${stop.time}`}>
          {stop.time} · {stop.place} ({stop.area}) · <MapLink stop={stop} city={city} />
        </li>
      ))}
    </ul>
  )
}
