import { cancelRideAsDriver } from '@/lib/rides/driverCancel'
import { answerPagePost } from '@/lib/rides/pagePost'

import { seeOther } from '../../../../giving/respond'

type Context = { params: Promise<{ link: string }> }

/**
 * "Yes, cancel this ride" on a driver's page (issue #34), a plain form: cancelRideAsDriver checks
 * the link's signature, that the run is this driver's, and the reason. Answered by a 303 back to
 * the page: cancelled, or the question again with what to fix. Nothing typed goes in the address.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { link } = await params
  const page = `/rides/driver/${encodeURIComponent(link)}`
  return answerPagePost(request, page, 'A driver’s cancel', async (payload, form) => {
    const ride = Number(form?.get('ride'))
    if (!Number.isSafeInteger(ride) || ride <= 0) return `${page}?error=not-yours`
    const reason = form?.get('reason')
    const outcome = await cancelRideAsDriver(
      payload,
      link,
      ride,
      typeof reason === 'string' ? reason : '',
    )
    if (outcome.ok) return `${page}?cancelled=1#your-rides`
    return outcome.refused === 'reason'
      ? `${page}?cancelRide=${ride}&error=reason#ride-${ride}`
      : `${page}?error=${outcome.refused}`
  })
}

/** Its address opened directly: the driver's page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return seeOther(`/rides/driver/${encodeURIComponent((await params).link)}`)
}
