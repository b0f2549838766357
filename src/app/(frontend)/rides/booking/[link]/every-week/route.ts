import { changeStanding } from '@/lib/rides/standing'

import { backToBookingPage, postFromBookingPage, type BookingPageContext } from '../pagePost'

/**
 * The booking page's "Every week" section (issue #34): `action` pause or resume a `day`
 * (yyyy-MM-dd), or stop (`give_back` also gives back the seats booked for the coming weeks),
 * through changeStanding (the link's signature first). Back to the page with what was done or why not.
 */
export const POST = (request: Request, context: BookingPageContext) =>
  postFromBookingPage(
    request,
    context,
    'An every-week booking’s change',
    '?week_error=failed#every-week',
    async (payload, link, form, page) => {
      const action = form?.get('action')
      const outcome =
        action === 'stop'
          ? await changeStanding(payload, link, {
              action,
              giveBack: form?.get('give_back') === 'yes',
            })
          : action === 'pause' || action === 'resume'
            ? await changeStanding(payload, link, { action, day: form?.get('day') })
            : ({ ok: false, error: 'failed' } as const)
      return outcome.ok
        ? `${page}?week=${outcome.done}#every-week`
        : `${page}?week_error=${outcome.error}#every-week`
    },
  )

export const GET = backToBookingPage
