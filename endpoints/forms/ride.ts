import { ridesCopy } from '@/copy/rides'
import { HONEYPOT_FIELD } from '@/lib/forms/rules'
import { isBot, publicEndpoint } from '@/lib/http/publicEndpoint'
import { okResponse, outcomeResponse } from '@/lib/http/responses'
import { requestSeat, SEAT_REQUEST_FIELDS } from '@/lib/rides/seatRequest'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * POST /api/forms/ride (JSON): a seat request on a bus run (Find a Ride), the twin of the page's
 * server action for other clients. 201 with the booking code, whether the seat is given or
 * waitlisted, and the booking's page (its link is also e-mailed). When the e-mail already has a
 * booking on the run, 200 with status 'already-booked' and the page's words, nothing of the booking:
 * its link goes again to the address it was booked with. Errors as the other forms give them.
 */
export const rideEndpoint = publicEndpoint({
  path: '/forms/ride',
  bucket: 'ride',
  accepts: 'json',
  maxBytes: 8 * 1024,
  handle: async ({ req, input }) => {
    const data = input.kind === 'json' ? input.data : null
    if (!isObject(data))
      return outcomeResponse({
        ok: false,
        code: 'invalid',
        fieldErrors: { form: 'Please send the form fields as an object.' },
      })
    if (isBot(data[HONEYPOT_FIELD])) return okResponse({ ok: true })
    const fields = Object.fromEntries(SEAT_REQUEST_FIELDS.map((name) => [name, data[name] ?? '']))
    const outcome = await requestSeat(req.payload, fields)
    if (!outcome.ok) return outcomeResponse(outcome)
    if (outcome.status === 'already-booked')
      return okResponse(
        { ok: true, status: outcome.status, message: ridesCopy.alreadyBooked.note },
        200,
      )
    return okResponse({
      ok: true,
      code: outcome.code,
      status: outcome.status,
      page: new URL(outcome.cancelLink).pathname,
    })
  },
})
