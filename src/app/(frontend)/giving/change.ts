import type { Payload } from 'payload'

import { givingPaths } from '@/components/giving/paths'
import { openGivingToken, type GivingAccess } from '@/lib/giving/link'
import { clientAddress, hashAddress } from '@/lib/http/clientAddress'
import { hitRateLimit } from '@/lib/rateLimit'

import { errorQuery } from './notices'
import { seeOther } from './respond'

/**
 * The start of every change a donor makes from My giving (after the same-site check): a rate
 * limit per client address, then the signed link. The donor's access, or the 303 to answer instead.
 */
export const openForChange = async (
  payload: Payload,
  request: Request,
  token: string,
): Promise<{ access: GivingAccess } | { answer: Response }> => {
  const page = givingPaths(token).page
  const limit = await hitRateLimit(
    payload,
    'giving-change',
    hashAddress(clientAddress(request.headers)),
  )
  if (!limit.allowed) return { answer: seeOther(`${page}${errorQuery('limited')}`) }
  // A link refused (tampered, expired): its page says so and offers a new one.
  const access = await openGivingToken(payload, token)
  return access ? { access } : { answer: seeOther(page) }
}
