import type { Metadata } from 'next'

import { Link } from '@/components/ui/Link.client'
import { ridesCopy } from '@/copy/rides'

const copy = ridesCopy.alreadyBooked

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false, follow: true } }

/**
 * Where a seat request from an e-mail that already has a booking on the run lands (with or without
 * JavaScript; a reload sends nothing again). It names no booking: the asker may only know the
 * address, so the booking's link went to that address alone.
 */
export default function AlreadyBookedPage() {
  return (
    <div className="container-page max-w-2xl space-y-6 py-10 sm:py-14">
      <h1 className="heading-display text-3xl sm:text-4xl">{copy.title}</h1>
      <p className="text-lg text-ink-soft">{copy.note}</p>
      <Link href="/rides" className="btn-primary">
        {copy.findAnother}
      </Link>
    </div>
  )
}
