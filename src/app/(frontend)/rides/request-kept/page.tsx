import type { Metadata } from 'next'

import { Link } from '@/components/ui/Link.client'
import { rideRequestCopy } from '@/copy/rideRequests'

const copy = rideRequestCopy.kept

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false, follow: true } }

/** Where a kept ride request lands (issue #34), with or without JavaScript; it names nobody. */
export default function RequestKeptPage() {
  return (
    <div className="container-page max-w-2xl space-y-6 py-10 sm:py-14">
      <h1 className="heading-display text-3xl sm:text-4xl" data-testid="ride-request-kept">
        {copy.title}
      </h1>
      <p className="text-lg text-ink-soft">{copy.text}</p>
      <Link href="/rides" className="btn-primary">
        {copy.back}
      </Link>
    </div>
  )
}
