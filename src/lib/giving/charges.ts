import type { Payload } from 'payload'

import {
  claimGiftsForChargeCheck,
  releaseChargeChecks,
  setNextCharge,
  type GiftToCheck,
} from '@/lib/db/monthlyGifts'
import { findTransactionByReference } from '@/lib/db/payments'
import { applyPaystackResult } from '@/lib/payments/settle'
import {
  BILLED_SUBSCRIPTION_STATUSES,
  fetchSubscription,
  PaystackError,
  listSuccessfulTransactions,
} from '@/lib/paystack/client'

import { applySubscriptionEvent, recordChargeOfPlan } from './events'

/** Gifts asked about per reconciliation (every 5 minutes): some 7,000 a day at most. */
const GIFTS_PER_RUN = 25
const DAY_MS = 24 * 3600 * 1000

export type ChargeCheckSummary = { giftsChecked: number; chargesRecovered: number; errors: number }

/**
 * Monthly charges Paystack made whose webhook never reached us (issue #29: the database was down,
 * the app stopped, the event was lost): reconciliation asks Paystack for each due gift's successful
 * charges (src/lib/db/monthlyGifts.ts says which are due) and records any it lacks through the
 * webhook's own path (recordChargeOfPlan, then applyPaystackResult), so each month is one donation
 * and one receipt however many instances and events meet it. The subscription is read too: its next
 * charge is kept, and one Paystack no longer bills is ended as its lost subscription.disable would.
 */
export const recoverMissedCharges = async (
  payload: Payload,
  { limit = GIFTS_PER_RUN } = {},
): Promise<ChargeCheckSummary> => {
  const summary: ChargeCheckSummary = { giftsChecked: 0, chargesRecovered: 0, errors: 0 }
  const gifts = await claimGiftsForChargeCheck(payload, limit)
  for (const [index, gift] of gifts.entries()) {
    try {
      summary.chargesRecovered += await checkGift(payload, gift)
      summary.giftsChecked++
    } catch (error) {
      summary.errors++
      payload.logger.error(
        `Monthly gift ${gift.id}: its charges could not be checked with Paystack (${(error as Error).message})`,
      )
      // Paystack unreachable or failing: this gift and the rest are asked first at the next run,
      // not hammered now. A refusal of this gift alone (a 4xx) is asked again when due.
      if (
        !(error instanceof PaystackError) ||
        error.httpStatus === null ||
        error.httpStatus >= 500
      ) {
        await releaseChargeChecks(
          payload,
          gifts.slice(index).map(({ id }) => id),
        )
        break
      }
    }
  }
  return summary
}

const checkGift = async (payload: Payload, gift: GiftToCheck): Promise<number> => {
  const from = new Date(Date.parse(gift.started_at) - DAY_MS).toISOString()
  let recovered = 0
  for (const charge of await listSuccessfulTransactions(gift.customer_code, from)) {
    if (charge.plan?.plan_code !== gift.plan_code) continue
    if (await findTransactionByReference(payload, charge.reference)) continue
    await recordChargeOfPlan(payload, charge)
    const { outcome } = await applyPaystackResult(payload, charge, 'reconcile')
    if (outcome === 'completed') {
      recovered++
      payload.logger.warn(
        `Monthly gift ${gift.id}: Paystack's charge ${charge.reference} had not reached us; recorded now`,
      )
    }
  }
  if (gift.subscription_code) {
    const subscription = await fetchSubscription(gift.subscription_code)
    if (!BILLED_SUBSCRIPTION_STATUSES.includes(subscription.status))
      await applySubscriptionEvent(payload, 'subscription.disable', {
        subscription_code: gift.subscription_code,
      })
    else if (subscription.next_payment_date)
      await setNextCharge(payload, gift.subscription_code, subscription.next_payment_date)
  }
  return recovered
}
