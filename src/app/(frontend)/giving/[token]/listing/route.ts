import { givingPaths } from '@/components/giving/paths'
import { withdrawPublicListing } from '@/lib/giving/listing'
import { getPayload } from '@/lib/payload/client'
import { describeFailure } from '@/lib/uploads/failure'

import { openForChange } from '../../change'
import { errorQuery, UNLISTED } from '../../notices'
import { isCrossSite, plainText, seeOther } from '../../respond'

type Context = { params: Promise<{ token: string }> }

/**
 * My giving's "Withdraw" of the consent to the public donor list (issue #32; a plain form, no
 * script needed): the same-site check, a rate limit per client address, the signed link, then the
 * withdrawal of every gift of the link's donor. Answered by a 303 back to the page.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  if (isCrossSite(request)) return plainText(403, 'Forbidden')
  const { token } = await params
  const paths = givingPaths(token)
  const payload = await getPayload()
  try {
    const opened = await openForChange(payload, request, token)
    if ('answer' in opened) return opened.answer
    await withdrawPublicListing(payload, opened.access)
    return seeOther(`${paths.page}?done=${UNLISTED}`)
  } catch (error) {
    // By kind only: a failed query's text quotes its parameters (the donor's e-mail).
    payload.logger.error(`My giving: a listing could not be withdrawn (${describeFailure(error)})`)
    return seeOther(`${paths.page}${errorQuery('failed')}`)
  }
}

/** Its address opened directly: the donor's page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return seeOther(givingPaths((await params).token).page)
}
