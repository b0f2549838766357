import type { TaskConfig } from 'payload'

import { reconcilePendingPayments } from '@/lib/payments/reconcile'

/** Every 5 minutes: settle payments neither the donor's browser nor a webhook settled. */
export const reconcilePaymentsTask: TaskConfig<'reconcile-payments'> = {
  slug: 'reconcile-payments',
  label: 'Verify pending payments',
  schedule: [{ cron: '0 */5 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const summary = await reconcilePendingPayments(req.payload)
    if (
      summary.checked ||
      summary.abandoned ||
      summary.receiptsQueued ||
      summary.giftsLinked ||
      summary.chargesRecovered ||
      summary.errors
    )
      req.payload.logger.info({ msg: 'Payment reconciliation', ...summary })
    return { output: {} }
  },
}
