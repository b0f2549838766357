import type { Payload } from 'payload'

import { givingPaths, PLEDGES_SECTION_ID } from '@/components/giving/paths'
import type { GivingAccess } from '@/lib/giving/link'
import type { PledgeOutcome } from '@/lib/giving/pledges'
import { getPayload } from '@/lib/payload/client'
import { describeFailure } from '@/lib/uploads/failure'

import { openForChange } from '../../change'
import { isCrossSite, plainText, seeOther } from '../../respond'

/**
 * A pledge form's post from My giving (issue #35; a plain form, no script needed): the same-site
 * check, a rate limit per client address, the signed link, then `act` for the link's donor.
 * Answered by a 303 back to the pledges with a short code, never with what was typed.
 */
export const answerPledgePost = async (
  request: Request,
  token: string,
  act: (payload: Payload, access: GivingAccess, form: FormData | null) => Promise<PledgeOutcome>,
): Promise<Response> => {
  if (isCrossSite(request)) return plainText(403, 'Forbidden')
  const page = givingPaths(token).page
  const payload = await getPayload()
  const back = (code: PledgeOutcome) => seeOther(`${page}?pledge=${code}#${PLEDGES_SECTION_ID}`)
  try {
    const opened = await openForChange(payload, request, token)
    if ('answer' in opened) return opened.answer
    const form = await request.formData().catch(() => null)
    return back(await act(payload, opened.access, form))
  } catch (error) {
    // By kind only: a failed query's text quotes its parameters (the donor's e-mail).
    payload.logger.error(`My giving: a pledge could not be saved (${describeFailure(error)})`)
    return back('failed')
  }
}
