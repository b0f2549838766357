import type { TaskConfig } from 'payload'

import { MAX_SEND_ATTEMPTS, sendMessageOnce } from '@/lib/messaging/send'

/**
 * One SMS or WhatsApp message of the Text messages outbox (collections/Messages.ts), retried with
 * backoff while its provider is unavailable. The message's own status keeps it from leaving twice
 * (src/lib/messaging/send.ts).
 */
export const sendMessageTask: TaskConfig<'send-message'> = {
  slug: 'send-message',
  label: 'Send a text message',
  retries: { attempts: MAX_SEND_ATTEMPTS - 1, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'messageId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await sendMessageOnce(req.payload, input.messageId)
    return { output: {} }
  },
}
