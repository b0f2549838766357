import { z } from 'zod'

import { publicEndpoint } from '@/lib/http/publicEndpoint'
import { errorResponse, invalid, okResponse } from '@/lib/http/responses'
import { verifyForVisitor } from '@/lib/payments/verifyForVisitor'
import { waitText } from '@/lib/rateLimit'

const bodySchema = z.object({ reference: z.string().regex(/^[A-Za-z0-9.=-]{1,100}$/) })

const VERIFY_ERROR = 'Failed to verify payment'

/**
 * POST /api/payments/verify (payment-verify of public-site.md): the donor's browser asks after
 * the checkout closes. The server asks Paystack itself; the browser's word decides nothing.
 * data.status: completed | failed | pending.
 */
export const verifyPaymentEndpoint = publicEndpoint({
  path: '/payments/verify',
  bucket: 'payment-verify',
  accepts: 'json',
  maxBytes: 4 * 1024,
  handle: async ({ req, input }) => {
    const parsed = bodySchema.safeParse(input.kind === 'json' ? input.data : null)
    if (!parsed.success) return invalid({ reference: 'Please send the payment reference.' })
    const { reference } = parsed.data
    const result = await verifyForVisitor(req.payload, reference)
    if (result.outcome === 'rate_limited')
      return errorResponse(
        429,
        'rate_limited',
        `This payment was checked many times. Please try again in ${waitText(result.retryAfterSeconds)}.`,
        { headers: { 'Retry-After': String(result.retryAfterSeconds) } },
      )
    if (result.outcome === 'unknown')
      return errorResponse(404, 'invalid', 'No payment with this reference.')
    if (result.outcome === 'error') return errorResponse(502, 'payment_error', VERIFY_ERROR)
    const status =
      result.outcome === 'completed' || result.outcome === 'already_completed'
        ? 'completed'
        : result.outcome === 'pending'
          ? 'pending'
          : 'failed'
    return okResponse(
      {
        success: status === 'completed',
        data: { reference, status, gateway_response: result.gatewayResponse ?? null },
      },
      200,
    )
  },
})
