import type { Payload } from 'payload'

import { hashAddress } from '@/lib/http/clientAddress'
import type { FormOutcome } from '@/lib/http/responses'
import { hitRateLimit, waitText } from '@/lib/rateLimit'

/**
 * A form sent again and again with one e-mail address (a bot, or a flood of staff e-mails), counted
 * per form whatever network it comes from: the per-address limit is only a high ceiling, since a
 * church hall's Wi-Fi or a carrier puts many honest visitors behind one address. Null: go on.
 */
export const limitPerEmail = async (
  payload: Payload,
  form: string,
  email: string,
): Promise<FormOutcome | null> => {
  const key = hashAddress(`${form}:email:${email.trim().toLowerCase()}`)
  const limit = await hitRateLimit(payload, 'form-email', key)
  if (limit.allowed) return null
  return {
    ok: false,
    code: 'rate_limited',
    fieldErrors: {},
    error: `This form was sent too many times with this e-mail address. Please try again in ${waitText(limit.retryAfterSeconds)}.`,
    retryAfterSeconds: limit.retryAfterSeconds,
  }
}
