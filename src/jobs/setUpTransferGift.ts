import type { TaskConfig } from 'payload'

import { setUpTransferGift } from '@/lib/giving/transfers'

/**
 * A donor's transfer account asked of Paystack (issue #35) and e-mailed to them. Out of the form's
 * request: Paystack's answer can be slow, and a failure is retried here, never shown as a 500.
 */
export const setUpTransferGiftTask: TaskConfig<'set-up-transfer-gift'> = {
  slug: 'set-up-transfer-gift',
  label: 'Set up a donor’s account for giving by bank transfer',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 15_000 } },
  inputSchema: [{ name: 'giftId', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    await setUpTransferGift(req.payload, Number(input.giftId))
    return { output: {} }
  },
}
