import { rateRide } from '@/lib/rides/ratings'
import { answerPagePost } from '@/lib/rides/pagePost'

import { seeOther } from '../../../../giving/respond'

type Context = { params: Promise<{ link: string }> }

/**
 * "Send my rating" on a booking's page after the ride (issue #34), a plain form: rateRide checks
 * the link's signature and that a seat was given on a run that went. Answered by a 303 back to
 * the page's rating, with what to fix when refused.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { link } = await params
  const page = `/rides/booking/${encodeURIComponent(link)}`
  return answerPagePost(request, page, 'A ride’s rating', async (payload, form) => {
    const outcome = await rateRide(payload, link, {
      rating: form?.get('rating'),
      comment: form?.get('comment'),
    })
    return outcome.ok ? `${page}?rated=1#rating` : `${page}?rating=${outcome.refused}#rating`
  })
}

/** Its address opened directly: the booking's page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return seeOther(`/rides/booking/${encodeURIComponent((await params).link)}`)
}
