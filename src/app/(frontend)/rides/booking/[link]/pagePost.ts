import type { Payload } from 'payload'

import { answerPagePost } from '@/lib/rides/pagePost'

import { seeOther } from '../../../giving/respond'

export type BookingPageContext = { params: Promise<{ link: string }> }

/**
 * A plain form posted from a booking's page (no script needed), through answerPagePost (the
 * same-site check, a rate limit per client address, failures logged by kind): `act` checks the
 * link's signature and answers with the address to go back to (a 303); a failure shows `failed`
 * on the page.
 */
export const postFromBookingPage = async (
  request: Request,
  { params }: BookingPageContext,
  what: string,
  failed: string,
  act: (payload: Payload, link: string, form: FormData | null, page: string) => Promise<string>,
): Promise<Response> => {
  const { link } = await params
  const page = `/rides/booking/${encodeURIComponent(link)}`
  return answerPagePost(
    request,
    page,
    what,
    (payload, form) => act(payload, link, form, page),
    failed,
  )
}

/** The form's address opened directly: the booking's page. */
export const backToBookingPage = async (
  _request: Request,
  { params }: BookingPageContext,
): Promise<Response> => seeOther(`/rides/booking/${encodeURIComponent((await params).link)}`)
