import type { Payload } from 'payload'

import { clientAddress, hashAddress } from '@/lib/http/clientAddress'
import { getPayload } from '@/lib/payload/client'
import { hitRateLimit } from '@/lib/rateLimit'
import { describeFailure } from '@/lib/uploads/failure'

import { isCrossSite, plainText, seeOther } from '../../../giving/respond'

export type BookingPageContext = { params: Promise<{ link: string }> }

/**
 * A plain form posted from a booking's page (no script needed): the same-site check, a rate limit
 * per client address, then `act`, which checks the link's signature and answers with the address
 * to go back to (a 303). A failure is logged by its kind only (a failed query's text quotes its
 * parameters: a passenger's name and phone) and answered with `failed` on the page.
 */
export const postFromBookingPage = async (
  request: Request,
  { params }: BookingPageContext,
  what: string,
  failed: string,
  act: (payload: Payload, link: string, form: FormData | null, page: string) => Promise<string>,
): Promise<Response> => {
  if (isCrossSite(request)) return plainText(403, 'Forbidden')
  const { link } = await params
  const page = `/rides/booking/${encodeURIComponent(link)}`
  const payload = await getPayload()
  try {
    const limit = await hitRateLimit(
      payload,
      'ride-cancel',
      hashAddress(clientAddress(request.headers)),
    )
    if (!limit.allowed) return seeOther(`${page}?error=limited`)
    const form = await request.formData().catch(() => null)
    return seeOther(await act(payload, link, form, page))
  } catch (error) {
    payload.logger.error(`${what} (${describeFailure(error)})`)
    return seeOther(`${page}${failed}`)
  }
}

/** The form's address opened directly: the booking's page. */
export const backToBookingPage = async (
  _request: Request,
  { params }: BookingPageContext,
): Promise<Response> => seeOther(`/rides/booking/${encodeURIComponent((await params).link)}`)
