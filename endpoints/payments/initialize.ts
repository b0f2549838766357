import { publicEndpoint } from '@/lib/http/publicEndpoint'
import { errorResponse, invalid, okResponse } from '@/lib/http/responses'
import { startDonation } from '@/lib/payments/start'

/**
 * POST /api/payments/initialize (payment-initialize of public-site.md), used by the donation form
 * with JavaScript. src/lib/payments/start.ts does the work; the form's server action shares it.
 */
export const initializePaymentEndpoint = publicEndpoint({
  path: '/payments/initialize',
  bucket: 'payment',
  accepts: 'json',
  maxBytes: 16 * 1024,
  handle: async ({ req, input }) => {
    const outcome = await startDonation(req.payload, input.kind === 'json' ? input.data : null)
    if (outcome.ok) return okResponse({ success: true, data: outcome.payment }, 200)
    switch (outcome.code) {
      case 'missing':
        return errorResponse(400, 'invalid', outcome.error, { fieldErrors: outcome.fieldErrors })
      case 'invalid':
        return invalid(outcome.fieldErrors)
      case 'project_unavailable':
        return errorResponse(409, 'project_unavailable', outcome.error)
      case 'rate_limited':
        return errorResponse(429, 'rate_limited', outcome.error, {
          headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
        })
      case 'payment_error':
        return errorResponse(502, 'payment_error', outcome.error)
    }
  },
})
