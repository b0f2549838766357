import { isCrossSite, plainText, seeOther } from '@/app/(frontend)/giving/respond'
import { clientAddress, hashAddress } from '@/lib/http/clientAddress'
import { getPayload } from '@/lib/payload/client'
import { hitRateLimit } from '@/lib/rateLimit'
import { describeFailure } from '@/lib/uploads/failure'

import type { Payload } from 'payload'

/**
 * A plain form posted on a ride page with a signed link (issue #34: a driver's cancel, a rating):
 * the same-site check, a rate limit per client address (the pages' cancel bucket), then `handle`,
 * whose answer is the address to go back to (a 303). A failure is logged by its kind only (a
 * query's text may quote a person's details) and sends the visitor back to `page` with `failed` (?error=failed).
 */
export const answerPagePost = async (
  request: Request,
  page: string,
  what: string,
  handle: (payload: Payload, form: FormData | null) => Promise<string>,
  /** What a failure adds to `page`: the error, and where on the page it shows. */
  failed = '?error=failed',
): Promise<Response> => {
  if (isCrossSite(request)) return plainText(403, 'Forbidden')
  const payload = await getPayload()
  try {
    const limit = await hitRateLimit(
      payload,
      'ride-cancel',
      hashAddress(clientAddress(request.headers)),
    )
    if (!limit.allowed) return seeOther(`${page}?error=limited`)
    return seeOther(await handle(payload, await request.formData().catch(() => null)))
  } catch (error) {
    payload.logger.error(`${what} failed (${describeFailure(error)})`)
    return seeOther(`${page}${failed}`)
  }
}
