import { z } from 'zod'

import { env } from '@/lib/config/env'

import { SendFailure, failureKindOf, postJson, withoutNumbers } from './http'

/**
 * Termii's SMS API (docs/messaging-providers.md): POST {base}/api/sms/send on the DND route, the
 * one for transactional messages, from our registered sender ID.
 */
export type TermiiConfig = { apiKey: string; senderId: string; baseUrl: string }

/** Null while TERMII_API_KEY is unset: SMS are kept in the outbox. */
export const termiiConfig = (): TermiiConfig | null => {
  const apiKey = env('TERMII_API_KEY')
  if (!apiKey) return null
  return {
    apiKey,
    senderId: env('TERMII_SENDER_ID'),
    baseUrl: env('TERMII_BASE_URL').replace(/\/+$/, ''),
  }
}

const SENT = z.object({
  code: z.string().optional(),
  // A 19-digit id: a string in Termii's samples; a number would have lost digits already, so kept as it came.
  message_id: z.union([z.string().min(1), z.number()]).transform(String),
  message: z.string().optional(),
  balance: z.union([z.number(), z.string()]).optional(),
  user: z.string().optional(),
})
const REFUSED = z.object({ message: z.string() }).partial()

/** Sends one SMS; answers Termii's message id, or throws a SendFailure. */
export const sendSms = async (
  config: TermiiConfig,
  { to, text }: { to: string; text: string },
): Promise<string> => {
  const { status, json } = await postJson('Termii', `${config.baseUrl}/api/sms/send`, {
    api_key: config.apiKey,
    to: to.replace(/^\+/, ''),
    from: config.senderId,
    sms: text,
    type: 'plain',
    channel: 'dnd',
  })
  if (status >= 200 && status < 300) {
    const sent = SENT.safeParse(json)
    if (!sent.success || (sent.data.code !== undefined && sent.data.code !== 'ok'))
      throw new SendFailure('in-doubt', `Termii answered ${status} in a shape we do not know`)
    return sent.data.message_id
  }
  const refused = REFUSED.safeParse(json)
  const said =
    refused.success && refused.data.message ? `: ${withoutNumbers(refused.data.message)}` : ''
  throw new SendFailure(failureKindOf(status), `Termii refused the SMS (HTTP ${status})${said}`)
}
