import { MY_DATA_PAGE } from '@/components/privacy/paths'
import { HONEYPOT_FIELD } from '@/lib/forms/markers'
import { clientAddress, hashAddress } from '@/lib/http/clientAddress'
import { isBot } from '@/lib/http/publicEndpoint'
import { getPayload } from '@/lib/payload/client'
import { requestDataLink } from '@/lib/privacy/requests'

import { formText, isCrossSite, plainText, seeOther } from '../../giving/respond'

/** The answer to every address, held or not: nothing on screen tells what we hold. */
const SENT = `${MY_DATA_PAGE}?sent=1`

/** 'Send me my link' posted from /my-data (a plain form): a 303 back with a code, never what was typed. */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) return plainText(403, 'Forbidden')
  const form = await request.formData().catch(() => null)
  if (isBot(form?.get(HONEYPOT_FIELD))) return seeOther(SENT)
  const payload = await getPayload()
  try {
    const outcome = await requestDataLink(payload, {
      email: formText(form, 'email'),
      addressHash: hashAddress(clientAddress(request.headers)),
    })
    if (outcome.ok) return seeOther(SENT)
    if (outcome.code === 'limited')
      return seeOther(`${MY_DATA_PAGE}?error=limited&wait=${outcome.retryAfterSeconds}`)
    return seeOther(`${MY_DATA_PAGE}?error=email`)
  } catch (error) {
    payload.logger.error(`My data: a link could not be sent (${String(error)})`)
    return seeOther(`${MY_DATA_PAGE}?error=failed`)
  }
}

export function GET(): Response {
  return seeOther(MY_DATA_PAGE)
}
