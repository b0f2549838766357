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
export default async function AlreadyBookedPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  // A request without an e-mail (issue #33): the link went by the booking's own phone or e-mail.
  const byPhone = (await searchParams).by === 'phone'
  return (
    <div className="container-page max-w-2xl space-y-6 py-10 sm:py-14">
      <h1 className="heading-display text-3xl sm:text-4xl">{copy.title}</h1>
      <p className="text-lg text-ink-soft">{byPhone ? copy.noteByPhone : copy.note}</p>
      <Link href="/rides" className="btn-primary">
        {copy.findAnother}
      </Link>
    </div>
  )
}
