import { rateRide } from '@/lib/rides/ratings'

import { backToBookingPage, postFromBookingPage, type BookingPageContext } from '../pagePost'

/**
 * "Send my rating" on a booking's page after the ride (issue #34), a plain form: rateRide checks
 * the link's signature and that a seat was given on a run that went. Answered by a 303 back to
 * the page's rating, with what to fix when refused.
 */
export const POST = (request: Request, context: BookingPageContext) =>
  postFromBookingPage(
    request,
    context,
    'A ride’s rating',
    '?error=failed',
    async (payload, link, form, page) => {
      const outcome = await rateRide(payload, link, {
        rating: form?.get('rating'),
        comment: form?.get('comment'),
      })
      return outcome.ok ? `${page}?rated=1#rating` : `${page}?rating=${outcome.refused}#rating`
    },
  )

/** Its address opened directly: the booking's page. */
export const GET = backToBookingPage
