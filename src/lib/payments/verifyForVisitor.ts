import type { Payload } from 'payload'

import { hashAddress } from '@/lib/http/clientAddress'
import { hitRateLimit } from '@/lib/rateLimit'

import { verifyReference, type VerifyResult } from './settle'

/**
 * A visitor's check of one payment attempt (the verify endpoint, the return page). Each attempt
 * may be checked a bounded number of times an hour, so nobody can loop Paystack's API through us
 * on one reference; the per-address ceiling stays high for donors sharing one network.
 */
export const verifyForVisitor = async (
  payload: Payload,
  reference: string,
): Promise<VerifyResult | { outcome: 'rate_limited'; retryAfterSeconds: number }> => {
  const limit = await hitRateLimit(payload, 'payment-reference', hashAddress(`ref:${reference}`))
  if (!limit.allowed) return { outcome: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds }
  return verifyReference(payload, reference, 'verify')
}
