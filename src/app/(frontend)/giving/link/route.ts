import { GIVING_PATH } from '@/components/giving/paths'
import { requestGivingLink } from '@/lib/giving/requestLink'
import { isBot } from '@/lib/http/publicEndpoint'
import { clientAddress, hashAddress } from '@/lib/http/clientAddress'
import { HONEYPOT_FIELD } from '@/lib/forms/markers'
import { getPayload } from '@/lib/payload/client'

import { formText, isCrossSite, plainText, seeOther } from '../respond'

/** The answer to every address, known or not: nothing on screen tells who has given. */
const SENT = `${GIVING_PATH}?sent=1`

/**
 * 'Send me my link' posted from /giving or from a refused link's page (a plain form, no script):
 * answered by a 303 to /giving with a code, never with what was typed.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) return plainText(403, 'Forbidden')
  const form = await request.formData().catch(() => null)
  if (isBot(form?.get(HONEYPOT_FIELD))) return seeOther(SENT)
  const payload = await getPayload()
  try {
    const outcome = await requestGivingLink(payload, {
      email: formText(form, 'email'),
      addressHash: hashAddress(clientAddress(request.headers)),
    })
    if (outcome.ok) return seeOther(SENT)
    if (outcome.code === 'limited')
      return seeOther(`${GIVING_PATH}?error=limited&wait=${outcome.retryAfterSeconds}`)
    return seeOther(`${GIVING_PATH}?error=email`)
  } catch (error) {
    payload.logger.error(`My giving: a link could not be sent (${String(error)})`)
    return seeOther(`${GIVING_PATH}?error=failed`)
  }
}

/** Reached by typing or reloading its address: the form's page. */
export function GET(): Response {
  return seeOther(GIVING_PATH)
}
