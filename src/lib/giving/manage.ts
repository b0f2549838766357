import type { Payload } from 'payload'

import { findGiftById, moveGiftStatus, setGiftAmount, type GiftRow } from '@/lib/db/monthlyGifts'
import { totalCoveringFees } from '@/lib/payments/fees'
import { amountError, parseDonationAmount } from '@/lib/payments/rules'
import {
  PaystackError,
  subscriptionManageLink,
  toggleSubscription,
  updatePlanAmount,
} from '@/lib/paystack/client'
import { formatNaira } from '@/lib/format'

import { tellDonorOfChange } from './events'
import type { GivingAccess } from './link'
import { isRowId } from '@/lib/db/ids'

/**
 * What a donor may do to a monthly gift from My giving (issue #18), each checked against the
 * donor the signed link opens. Our status changes before Paystack is asked, so the event Paystack
 * sends back (subscription.disable) finds the gift already paused or cancelled and leaves it so; a
 * refusal from Paystack puts the status back.
 */
export type ManageOutcome = { ok: true; notice: string } | { ok: false; error: string }

export const manageMessages = {
  notYours: 'This monthly gift is not one of yours.',
  notNow: 'This monthly gift cannot be changed in its present state.',
  notLinked:
    'Your monthly gift is still being set up with Paystack. Please try again in a few minutes.',
  paystack: 'Paystack could not be reached, so nothing was changed. Please try again shortly.',
  paused: 'Your monthly gift is paused. Nothing will be charged until you resume it.',
  resumed: 'Your monthly gift is running again.',
  cancelled: 'Your monthly gift is cancelled. Nothing more will be charged. Thank you for giving.',
  amountChanged: (amount: number) =>
    `Your monthly gift is now ${formatNaira(amount)}, from the next charge on.`,
} as const

const ownGift = async (
  payload: Payload,
  access: GivingAccess,
  giftId: number,
): Promise<GiftRow | null> => {
  const gift = isRowId(giftId) ? await findGiftById(payload, giftId) : null
  return gift && gift.donor_email.trim().toLowerCase() === access.email.trim().toLowerCase()
    ? gift
    : null
}

const paystackFailed = (payload: Payload, giftId: number, action: string, error: unknown) => {
  const message = error instanceof PaystackError ? error.message : String(error)
  payload.logger.error(`Paystack refused to ${action} monthly gift ${giftId}: ${message}`)
  return { ok: false, error: manageMessages.paystack } as const
}

export const pauseGift = async (
  payload: Payload,
  access: GivingAccess,
  giftId: number,
): Promise<ManageOutcome> => {
  const gift = await ownGift(payload, access, giftId)
  if (!gift) return { ok: false, error: manageMessages.notYours }
  if (!gift.subscription_code || !gift.email_token)
    return { ok: false, error: manageMessages.notLinked }
  if (!(await moveGiftStatus(payload, gift.id, 'paused', ['active'])))
    return { ok: false, error: manageMessages.notNow }
  try {
    await toggleSubscription('disable', gift.subscription_code, gift.email_token)
  } catch (error) {
    await moveGiftStatus(payload, gift.id, 'active', ['paused'])
    return paystackFailed(payload, gift.id, 'pause', error)
  }
  await tellDonorOfChange(payload, gift.id, 'paused')
  return { ok: true, notice: manageMessages.paused }
}

export const resumeGift = async (
  payload: Payload,
  access: GivingAccess,
  giftId: number,
): Promise<ManageOutcome> => {
  const gift = await ownGift(payload, access, giftId)
  if (!gift) return { ok: false, error: manageMessages.notYours }
  if (gift.status !== 'paused' || !gift.subscription_code || !gift.email_token)
    return { ok: false, error: manageMessages.notNow }
  try {
    await toggleSubscription('enable', gift.subscription_code, gift.email_token)
  } catch (error) {
    return paystackFailed(payload, gift.id, 'resume', error)
  }
  if (!(await moveGiftStatus(payload, gift.id, 'active', ['paused'])))
    return { ok: false, error: manageMessages.notNow }
  await tellDonorOfChange(payload, gift.id, 'resumed')
  return { ok: true, notice: manageMessages.resumed }
}

export const cancelGift = async (
  payload: Payload,
  access: GivingAccess,
  giftId: number,
): Promise<ManageOutcome> => {
  const gift = await ownGift(payload, access, giftId)
  if (!gift) return { ok: false, error: manageMessages.notYours }
  // A paused or lapsed gift's subscription is already disabled at Paystack: only ours changes.
  const from = gift.status
  if (from === 'active' && (!gift.subscription_code || !gift.email_token))
    return { ok: false, error: manageMessages.notLinked }
  if (!(await moveGiftStatus(payload, gift.id, 'cancelled', ['active', 'paused', 'lapsed'])))
    return { ok: false, error: manageMessages.notNow }
  if (from === 'active' && gift.subscription_code && gift.email_token) {
    try {
      await toggleSubscription('disable', gift.subscription_code, gift.email_token)
    } catch (error) {
      await moveGiftStatus(payload, gift.id, 'active', ['cancelled'])
      return paystackFailed(payload, gift.id, 'cancel', error)
    }
  }
  await tellDonorOfChange(payload, gift.id, 'cancelled')
  return { ok: true, notice: manageMessages.cancelled }
}

/** A new monthly amount: the gift's own plan changes, and Paystack charges it from the next month. */
export const changeGiftAmount = async (
  payload: Payload,
  access: GivingAccess,
  giftId: number,
  amountText: string,
): Promise<ManageOutcome> => {
  const gift = await ownGift(payload, access, giftId)
  if (!gift) return { ok: false, error: manageMessages.notYours }
  if ((gift.status !== 'active' && gift.status !== 'paused') || !gift.plan_code)
    return { ok: false, error: manageMessages.notNow }
  const invalid = amountError(amountText)
  if (invalid) return { ok: false, error: invalid }
  const amount = parseDonationAmount(amountText)
  // A gift that covers Paystack's fee goes on covering it at its new amount (fees.ts).
  const charged = gift.fees_covered > 0 ? totalCoveringFees(amount) : { total: amount, fees: 0 }
  try {
    await updatePlanAmount(gift.plan_code, charged.total * 100)
  } catch (error) {
    return paystackFailed(payload, gift.id, 'change the amount of', error)
  }
  await setGiftAmount(payload, gift.id, {
    amount: charged.total,
    giftAmount: amount,
    feesCovered: charged.fees,
  })
  await tellDonorOfChange(payload, gift.id, 'amount_changed')
  return { ok: true, notice: manageMessages.amountChanged(amount) }
}

/** Paystack's own page for a new card on this gift's subscription (its link lasts a short while). */
export const cardUpdateLink = async (
  payload: Payload,
  access: GivingAccess,
  giftId: number,
): Promise<{ ok: true; url: string } | { ok: false; error: string }> => {
  const gift = await ownGift(payload, access, giftId)
  if (!gift) return { ok: false, error: manageMessages.notYours }
  if (gift.status === 'cancelled') return { ok: false, error: manageMessages.notNow }
  if (!gift.subscription_code) return { ok: false, error: manageMessages.notLinked }
  try {
    return { ok: true, url: await subscriptionManageLink(gift.subscription_code) }
  } catch (error) {
    return paystackFailed(payload, gift.id, 'give a card link for', error)
  }
}
