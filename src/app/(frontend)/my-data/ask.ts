import { myDataPaths } from '@/components/privacy/paths'
import { getPayload } from '@/lib/payload/client'
import { openDataToken } from '@/lib/privacy/link'
import { askForCorrection, askForErasure } from '@/lib/privacy/requests'

import { formText, isCrossSite, plainText, seeOther } from '../giving/respond'

/**
 * 'Ask us to erase my data' and 'Correct my details', posted from a My data page (plain forms):
 * an erasure becomes a data request for staff, a correction is made at once; each is answered by a 303 back to the page with a short code.
 */
export const answerAsk = async (
  request: Request,
  token: string,
  kind: 'erase' | 'correct',
): Promise<Response> => {
  if (isCrossSite(request)) return plainText(403, 'Forbidden')
  const page = myDataPaths(token).page
  const payload = await getPayload()
  const access = await openDataToken(payload, token)
  if (!access) return seeOther(page)
  const form = await request.formData().catch(() => null)
  const outcome =
    kind === 'erase'
      ? await askForErasure(payload, access)
      : await askForCorrection(payload, access, {
          name: formText(form, 'name'),
          phone: formText(form, 'phone'),
        })
  if (outcome.ok) return seeOther(`${page}?done=${kind}`)
  if (outcome.code === 'limited')
    return seeOther(`${page}?error=limited&wait=${outcome.retryAfterSeconds}`)
  return seeOther(`${page}?error=${outcome.code}`)
}

/** Reached by typing or reloading the address: the page. */
export const GET = async (_request: Request, { params }: { params: Promise<{ token: string }> }) =>
  seeOther(myDataPaths((await params).token).page)
