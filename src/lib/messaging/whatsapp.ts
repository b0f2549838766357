import { z } from 'zod'

import { env } from '@/lib/config/env'

import { SendFailure, failureKindOf, postJson, withoutNumbers } from './http'

/**
 * Meta's WhatsApp Cloud API (docs/messaging-providers.md): a utility template to one number,
 * POST {base}/{phone-number-id}/messages with the system user's token.
 */
export type WhatsAppConfig = { token: string; phoneNumberId: string; baseUrl: string }

/** Null while WHATSAPP_TOKEN or WHATSAPP_PHONE_NUMBER_ID is unset: WhatsApp messages are kept. */
export const whatsAppConfig = (): WhatsAppConfig | null => {
  const token = env('WHATSAPP_TOKEN')
  const phoneNumberId = env('WHATSAPP_PHONE_NUMBER_ID')
  if (!token || !phoneNumberId) return null
  return { token, phoneNumberId, baseUrl: env('WHATSAPP_BASE_URL').replace(/\/+$/, '') }
}

const SENT = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })).optional(),
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
})
const REFUSED = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
  }),
})

export type TemplateMessage = {
  to: string
  template: string
  language: string
  params: string[]
  /** Our message's id, returned by Meta on the message's status webhooks. */
  reference: string
}

/** Sends one template message; answers its wamid, or throws a SendFailure. */
export const sendTemplate = async (
  config: WhatsAppConfig,
  message: TemplateMessage,
): Promise<string> => {
  const { status, json } = await postJson(
    'WhatsApp',
    `${config.baseUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`,
    {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to.replace(/^\+/, ''),
      type: 'template',
      template: {
        name: message.template,
        language: { code: message.language },
        components: message.params.length
          ? [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }]
          : [],
      },
      biz_opaque_callback_data: message.reference,
    },
    { Authorization: `Bearer ${config.token}` },
  )
  if (status >= 200 && status < 300) {
    const sent = SENT.safeParse(json)
    if (!sent.success)
      throw new SendFailure('in-doubt', `WhatsApp answered ${status} in a shape we do not know`)
    return sent.data.messages[0].id
  }
  const refused = REFUSED.safeParse(json)
  const error = refused.success ? refused.data.error : null
  const said = error
    ? `: code ${error.code ?? '?'}${error.message ? `, ${withoutNumbers(error.message)}` : ''}`
    : ''
  throw new SendFailure(
    failureKindOf(status),
    `WhatsApp refused the message (HTTP ${status})${said}`,
  )
}
