import { ridesCopy } from '@/copy/rides'

const copy = ridesCopy.driverPage

/** A driver's link that opens nothing (malformed, tampered with, an old address), all said alike. */
export default function DriverLinkRefused() {
  return (
    <div className="container-page max-w-2xl space-y-6 py-10 sm:py-14">
      <h1 className="heading-display text-3xl sm:text-4xl">{copy.refusedTitle}</h1>
      <p className="text-ink-soft">{copy.refusedNote}</p>
    </div>
  )
}
