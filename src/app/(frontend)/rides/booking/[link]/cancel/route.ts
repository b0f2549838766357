import {
  cancelByLink,
  WITHDRAW_GUARDIAN_CONSENT,
  withdrawGuardianConsent,
} from '@/lib/rides/bookings'

import { backToBookingPage, postFromBookingPage, type BookingPageContext } from '../pagePost'

/**
 * "Yes, cancel" on a booking's page, after its question (a plain form, no script needed): the
 * same-site check and a rate limit per client address (postFromBookingPage), then the link's signature
 * (cancelByLink). `seats` fewer than the booking's gives back only those; `withdraw` (the
 * guardian's consent's "Withdraw") records the consent withdrawn and cancels the booking.
 * Cancelling twice changes nothing; a freed seat goes to the waitlist. Answered by a 303 back to
 * the page.
 */
export const POST = (request: Request, context: BookingPageContext) =>
  postFromBookingPage(
    request,
    context,
    'A ride booking’s cancel',
    '?error=failed',
    async (payload, link, form, page) => {
      // The guardian's consent withdrawn (issue #32): a child rides only with it, so the seats go too.
      if (form?.get('withdraw') === WITHDRAW_GUARDIAN_CONSENT) {
        const withdrawn = await withdrawGuardianConsent(payload, link)
        return withdrawn.ok ? `${page}?withdrawn=1` : `${page}?error=failed`
      }
      const outcome = await cancelByLink(payload, link, seatsAsked(form))
      if (!outcome.ok) return outcome.status === 409 ? `${page}?error=gone` : page
      return outcome.remaining > 0 ? `${page}?returned=1` : page
    },
  )

/** How many seats the form gives back: a whole number, or undefined for the whole booking. */
const seatsAsked = (form: FormData | null): number | undefined => {
  const seats = Number(form?.get('seats'))
  return Number.isSafeInteger(seats) && seats > 0 ? seats : undefined
}

export const GET = backToBookingPage
