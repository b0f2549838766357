import type { Payload } from 'payload'

import { HONEYPOT_FIELD } from '@/lib/forms/markers'
import { clientAddress, hashAddress } from '@/lib/http/clientAddress'
import { isBot } from '@/lib/http/publicEndpoint'
import { getPayload } from '@/lib/payload/client'

import { formText, isCrossSite, plainText, seeOther } from './respond'

type LinkRequestOutcome =
  /** `by: 'phone'`: the link went (or would go) by text message (My data, issue #32). */
  | { ok: true; by?: 'email' | 'phone' }
  | { ok: false; code: 'invalid' | 'phone' }
  | { ok: false; code: 'limited'; retryAfterSeconds: number }

/**
 * A 'send me my link' form posted as a plain form (My giving's, My data's): answered by a 303 to
 * `page` with a code, never with what was typed, and alike for every address, known or not.
 */
export const answerLinkRequest = async (
  request: Request,
  {
    page,
    what,
    send,
  }: {
    page: string
    /** Names the feature in the log line of a failure. */
    what: string
    send: (
      payload: Payload,
      asked: { email: string; phone: string; addressHash: string },
    ) => Promise<LinkRequestOutcome>
  },
): Promise<Response> => {
  if (isCrossSite(request)) return plainText(403, 'Forbidden')
  const sent = `${page}?sent=1`
  const form = await request.formData().catch(() => null)
  if (isBot(form?.get(HONEYPOT_FIELD))) return seeOther(sent)
  const payload = await getPayload()
  try {
    const outcome = await send(payload, {
      email: formText(form, 'email'),
      phone: formText(form, 'phone'),
      addressHash: hashAddress(clientAddress(request.headers)),
    })
    if (outcome.ok) return seeOther(outcome.by === 'phone' ? `${page}?sent=text` : sent)
    if (outcome.code === 'limited')
      return seeOther(`${page}?error=limited&wait=${outcome.retryAfterSeconds}`)
    return seeOther(`${page}?error=${outcome.code === 'phone' ? 'phone' : 'email'}`)
  } catch (error) {
    payload.logger.error(`${what}: a link could not be sent (${String(error)})`)
    return seeOther(`${page}?error=failed`)
  }
}
