import type { TaskConfig } from 'payload'

import { slugs } from '@collections/slugs'
import { linkSubscription } from '@/lib/db/monthlyGifts'
import { listPlanSubscriptions } from '@/lib/paystack/client'

/**
 * A started monthly gift's subscription code and e-mail token (needed to pause or cancel it), asked
 * of Paystack: its subscription.create event brings them too, but an event can be lost. Paystack
 * creates the subscription a moment after the first charge, so "none yet" is retried.
 */
export const linkMonthlyGiftTask: TaskConfig<'link-monthly-gift'> = {
  slug: 'link-monthly-gift',
  label: 'Link a monthly gift to its Paystack subscription',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 15_000 } },
  inputSchema: [{ name: 'giftId', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const gift = await req.payload.findByID({
      collection: slugs.monthlyGifts,
      id: input.giftId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (!gift.plan_code || !gift.plan_id || (gift.subscription_code && gift.email_token))
      return { output: {} }
    const [subscription] = await listPlanSubscriptions(gift.plan_id)
    if (!subscription?.subscription_code)
      throw new Error(`Paystack has no subscription on monthly gift ${gift.id}'s plan yet`)
    const customer = typeof subscription.customer === 'object' ? subscription.customer : null
    await linkSubscription(req.payload, gift.plan_code, {
      subscriptionCode: subscription.subscription_code,
      emailToken: subscription.email_token || null,
      customerCode: customer?.customer_code ?? null,
      nextPaymentDate: subscription.next_payment_date ?? null,
    })
    return { output: {} }
  },
}
