import type { Metadata } from 'next'

import { ConcernPage } from '@/components/rides/ConcernPage'
import { plansChangeCopy } from '@/copy/plansChange'
import { getPayload } from '@/lib/payload/client'
import { openBooking } from '@/lib/rides/bookings'

export const metadata: Metadata = {
  title: plansChangeCopy.concern.metaTitle,
  robots: { index: false, follow: false },
  // The address holds the booking's token: not 'no-referrer', which makes a browser send
  // 'Origin: null' with the form's post, refused by Next as a cross-site server action.
  referrer: 'same-origin',
}

type Props = { params: Promise<{ link: string }> }

/**
 * "Report a concern about this ride" from a booking's page (issue #34): the form, naming the
 * booking. A link that opens no booking still reports, as the Safety page's form does.
 */
export default async function BookingConcernPage({ params }: Props) {
  const { link } = await params
  const booking = await openBooking(await getPayload(), link)
  return (
    <ConcernPage
      sent={false}
      booking={
        booking
          ? {
              link,
              about: plansChangeCopy.concern.about(booking.code, booking.run, booking.date),
            }
          : undefined
      }
      permalink={`/rides/booking/${link}/concern#concern-form-notice`}
    />
  )
}
