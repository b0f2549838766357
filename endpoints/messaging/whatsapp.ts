import type { Endpoint, Payload } from 'payload'
import { z } from 'zod'

import { env } from '@/lib/config/env'
import { applyDeliveryStatus } from '@/lib/db/messages'
import { receiveText } from '@/lib/messaging/inbound'
import { failWithFallback } from '@/lib/messaging/send'
import { plainText, signedEvent } from '@/lib/messaging/webhooks'

/**
 * Meta's WhatsApp webhook (docs/messaging-providers.md): GET answers the subscription check,
 * POST takes message statuses and received messages, believed only with a valid
 * X-Hub-Signature-256. Anything else in a signed event is acknowledged, so Meta stops sending it.
 */
const PATH = '/whatsapp/webhook'

const STATUS = z.object({
  id: z.string().min(1),
  status: z.string(),
  biz_opaque_callback_data: z.string().optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional() }))
    .optional(),
})
const TEXT = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  id: z.string().min(1),
  type: z.literal('text'),
  text: z.object({ body: z.string() }),
})
const VALUE = z.object({
  statuses: z.array(z.unknown()).optional(),
  messages: z.array(z.unknown()).optional(),
})
const EVENT = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(z.object({ changes: z.array(z.object({ value: VALUE.optional() })) })),
})

const applyStatus = async (payload: Payload, status: z.infer<typeof STATUS>) => {
  const ourId = /^\d{1,12}$/.test(status.biz_opaque_callback_data ?? '')
    ? Number(status.biz_opaque_callback_data)
    : null
  const message = { providerMessageId: status.id, ourId }
  if (status.status === 'sent' || status.status === 'delivered' || status.status === 'read') {
    await applyDeliveryStatus(payload, message, status.status)
  } else if (status.status === 'failed') {
    const error = status.errors?.[0]
    await failWithFallback(
      payload,
      message,
      `WhatsApp could not deliver it: code ${error?.code ?? '?'}${error?.title ? `, ${error.title}` : ''}`,
    )
  }
}

const applyReceived = (payload: Payload, received: z.infer<typeof TEXT>) =>
  receiveText(payload, {
    channel: 'whatsapp',
    from: `+${received.from}`,
    text: received.text.body,
    providerMessageId: received.id,
  })

export const whatsAppVerifyEndpoint: Endpoint = {
  path: PATH,
  method: 'get',
  handler: (req) => {
    const query = new URL(req.url ?? '', 'http://localhost').searchParams
    const token = env('WHATSAPP_VERIFY_TOKEN')
    const challenge = query.get('hub.challenge') ?? ''
    if (
      query.get('hub.mode') === 'subscribe' &&
      token &&
      query.get('hub.verify_token') === token &&
      /^[\w-]{1,200}$/.test(challenge)
    )
      return plainText(200, challenge)
    return plainText(403, 'forbidden')
  },
}

export const whatsAppEventsEndpoint: Endpoint = {
  path: PATH,
  method: 'post',
  handler: async (req) => {
    const signed = await signedEvent(req, {
      provider: 'WhatsApp',
      signature: req.headers.get('x-hub-signature-256')?.replace(/^sha256=/, '') ?? null,
      secret: env('WHATSAPP_APP_SECRET'),
      algorithm: 'sha256',
    })
    if ('refusal' in signed) return signed.refusal
    const event = EVENT.safeParse(signed.event)
    if (!event.success) return plainText(200, 'ignored')
    for (const { changes } of event.data.entry)
      for (const { value } of changes) {
        for (const item of value?.statuses ?? []) {
          const status = STATUS.safeParse(item)
          if (status.success) await applyStatus(req.payload, status.data)
        }
        for (const item of value?.messages ?? []) {
          const received = TEXT.safeParse(item)
          if (received.success) await applyReceived(req.payload, received.data)
        }
      }
    return plainText(200, 'ok')
  },
}
