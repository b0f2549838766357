import type { Endpoint } from 'payload'
import { z } from 'zod'

import { env } from '@/lib/config/env'
import { receiveText } from '@/lib/messaging/inbound'
import { applyReport } from '@/lib/messaging/reports'
import { plainText, signedEvent } from '@/lib/messaging/webhooks'

/**
 * POST /api/termii/webhook: Termii's delivery reports and the texts people send us (its "inbound"
 * events, docs/messaging-providers.md), believed only with a valid X-Termii-Signature
 * (HMAC-SHA512 of the raw body with TERMII_SECRET_KEY).
 */
const INBOUND = z.object({
  type: z.literal('inbound'),
  message_id: z.union([z.string().min(1), z.number()]).transform(String),
  sender: z.string().regex(/^\+?\d{6,15}$/),
  message: z.string(),
})
const REPORT = z.object({
  message_id: z.union([z.string().min(1), z.number()]).transform(String),
  status: z.string(),
})

/** Termii's words for a status ('DELIVERED | Message delivered to handset', 'Message Failed' …). */
const outcomeOf = (status: string): 'sent' | 'delivered' | 'failed' | null => {
  const said = status.trim().toLowerCase()
  if (said.startsWith('delivered') || said === 'received') return 'delivered'
  if (said === 'message sent') return 'sent'
  if (['dnd active on phone number', 'rejected', 'expired', 'message failed'].includes(said))
    return 'failed'
  return null
}

export const termiiWebhookEndpoint: Endpoint = {
  path: '/termii/webhook',
  method: 'post',
  handler: async (req) => {
    const signed = await signedEvent(req, {
      provider: 'Termii',
      signature: req.headers.get('x-termii-signature'),
      secret: env('TERMII_SECRET_KEY'),
      algorithm: 'sha512',
    })
    if ('refusal' in signed) return signed.refusal
    if (signed.event.type === 'inbound') {
      const received = INBOUND.safeParse(signed.event)
      if (!received.success) return plainText(200, 'ignored')
      await receiveText(req.payload, {
        channel: 'sms',
        from: `+${received.data.sender.replace(/^\+/, '')}`,
        text: received.data.message,
        providerMessageId: received.data.message_id,
      })
      return plainText(200, 'ok')
    }
    const report = REPORT.safeParse(signed.event)
    const outcome = report.success ? outcomeOf(report.data.status) : null
    if (!report.success || !outcome) return plainText(200, 'ignored')
    await applyReport(
      req.payload,
      report.data.message_id,
      outcome === 'failed'
        ? { status: 'failed', error: `Termii reported: ${report.data.status.trim()}` }
        : { status: outcome },
    )
    return plainText(200, 'ok')
  },
}
