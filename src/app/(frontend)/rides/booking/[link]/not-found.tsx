import { Link } from '@/components/ui/Link.client'
import { ridesCopy } from '@/copy/rides'

const copy = ridesCopy.booking

/** A booking link that opens nothing (malformed, tampered with, unknown), all said alike. */
export default function BookingLinkRefused() {
  return (
    <div className="container-page max-w-2xl space-y-6 py-10 sm:py-14">
      <h1 className="heading-display text-3xl sm:text-4xl">{copy.refusedTitle}</h1>
      <p className="text-ink-soft">{copy.refusedNote}</p>
      <Link href="/rides" className="btn-primary">
        {copy.findAnother}
      </Link>
    </div>
  )
}
