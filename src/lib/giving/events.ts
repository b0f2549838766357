import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import {
  findGiftByPlanCode,
  linkSubscription,
  markChargePaid,
  markSubscriptionDisabled,
  markSubscriptionNotRenewing,
  recordFailedCharge,
  recordMonthlyCharge,
  setNextCharge,
} from '@/lib/db/monthlyGifts'
import { findTransactionByReference } from '@/lib/db/payments'
import { queueAndRunSoon, runJobSoon } from '@/lib/jobs/runSoon'
import { BILLED_SUBSCRIPTION_STATUSES, fetchSubscription } from '@/lib/paystack/client'
import { givingNotice, type GivingNoticeKind } from '@/lib/mail/givingNotices'
import { textablePhone } from '@/lib/messaging/notify'
import { queueMessage } from '@/lib/messaging/send'
import { siteUrl } from '@/lib/siteUrl'
import { describeFailure } from '@/lib/uploads/failure'

import { givingToken, givingUrl } from './link'
import { chargeFailedSms } from './texts'

/**
 * Paystack's subscription events for monthly gifts (issue #18), after the webhook checked their
 * signature. There is no event id: each is applied by a conditional statement (src/lib/db/monthlyGifts.ts),
 * so a repeated or concurrent event changes nothing twice and tells the donor nothing twice.
 */
type EventData = Record<string, unknown>

const record = (value: unknown): EventData =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as EventData) : {}
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null
const isoDate = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/**
 * A charge.success Paystack made on its own (a month of a subscription) has a reference we never
 * issued and names the gift's plan: it becomes a pending donation here, which the caller then
 * settles like any other payment. Nothing happens for a reference we know or a plan that is not ours.
 */
export const recordChargeOfPlan = async (payload: Payload, data: EventData): Promise<void> => {
  const planCode = text(record(data.plan).plan_code)
  const reference = text(data.reference)
  if (!planCode || !reference || !/^[A-Za-z0-9.=-]{1,100}$/.test(reference)) return
  if (await findTransactionByReference(payload, reference)) return
  const gift = await findGiftByPlanCode(payload, planCode)
  if (!gift) return
  const kobo = Number(data.amount)
  if (String(data.currency).toUpperCase() !== 'NGN' || !Number.isSafeInteger(kobo) || kobo <= 0) {
    payload.logger.error(
      `Paystack charged ${String(data.amount)} ${String(data.currency)} on monthly gift ${gift.id}: not recorded`,
    )
    return
  }
  await recordMonthlyCharge(payload, { giftId: gift.id, reference, amount: kobo / 100 })
  await markChargePaid(payload, { giftId: gift.id }, null)
}

/**
 * Queues the donor's notice inside `req`'s transaction, so it is queued exactly when the change
 * commits; without one (a change made from My giving, already stored), queued on its own.
 */
const queueNotice = async (
  payload: Payload,
  req: PayloadRequest | undefined,
  giftId: number,
  kind: GivingNoticeKind,
) => {
  const gift = await payload.findByID({
    collection: slugs.monthlyGifts,
    id: giftId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const firstDonation =
    typeof gift.first_donation === 'object' ? gift.first_donation?.id : gift.first_donation
  if (!firstDonation) return []
  const settings = await payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const message = givingNotice(kind, {
    siteName: settings.site_name || DEFAULT_SITE_NAME,
    siteUrl: siteUrl(),
    contactEmail: settings.contact_email || null,
    givingLink: givingUrl(givingToken({ id: firstDonation, donor_email: gift.donor_email })),
    donorName: gift.donor_name ?? null,
    amount: gift.amount,
  })
  const jobs: (number | string)[] = [
    (
      await payload.jobs.queue({
        task: 'send-email',
        input: { to: gift.donor_email, ...message },
        req,
      })
    ).id,
  ]
  // A failed charge is texted too when the donor gave a phone (issue #33), in the same transaction.
  if (kind === 'charge_failed' && req) {
    const { donor_phone } = await payload.findByID({
      collection: slugs.donations,
      id: firstDonation,
      depth: 0,
      overrideAccess: true,
      select: { donor_phone: true },
      req,
    })
    const phone = textablePhone(donor_phone)
    if (phone)
      jobs.push(
        (
          await queueMessage(
            payload,
            {
              channel: 'sms',
              to: phone,
              text: chargeFailedSms({
                siteName: settings.site_name || DEFAULT_SITE_NAME,
                amount: gift.amount,
              }),
            },
            req,
          )
        ).jobId,
      )
  }
  return jobs
}

/** A statement and the notice it may call for, committed together. */
const inTransaction = async (
  payload: Payload,
  change: (req: PayloadRequest) => Promise<{ giftId: number; kind: GivingNoticeKind } | null>,
) => {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let jobs: (number | string)[] = []
  try {
    const notice = await change(req)
    if (notice) jobs = await queueNotice(payload, req, notice.giftId, notice.kind)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  for (const job of jobs) runJobSoon(payload, job)
}

/** Applies one subscription or invoice event; false for an event that is not about subscriptions. */
export const applySubscriptionEvent = async (
  payload: Payload,
  event: string,
  data: EventData,
): Promise<boolean> => {
  const subscription = record(data.subscription)
  switch (event) {
    case 'subscription.create': {
      const planCode = text(record(data.plan).plan_code)
      const code = text(data.subscription_code)
      if (!planCode || !code) return true
      const emailToken = text(data.email_token)
      const linked = await linkSubscription(payload, planCode, {
        subscriptionCode: code,
        emailToken,
        customerCode: text(record(data.customer).customer_code),
        nextPaymentDate: isoDate(data.next_payment_date),
      })
      // Paystack's own sample of this event has no token: then it is asked for.
      if (linked && !emailToken) {
        const gift = await findGiftByPlanCode(payload, planCode)
        if (gift)
          await queueAndRunSoon(payload, {
            task: 'link-monthly-gift',
            input: { giftId: String(gift.id) },
          })
      }
      return true
    }
    case 'invoice.create':
    case 'invoice.update': {
      const code = text(subscription.subscription_code)
      const next = isoDate(subscription.next_payment_date)
      if (!code) return true
      if (event === 'invoice.update' && data.paid === true)
        await markChargePaid(payload, { subscriptionCode: code }, next)
      else if (next) await setNextCharge(payload, code, next)
      return true
    }
    case 'invoice.payment_failed': {
      const code = text(subscription.subscription_code)
      const invoiceCode = text(data.invoice_code)
      if (!code || !invoiceCode) return true
      await inTransaction(payload, async (req) => {
        const failed = await recordFailedCharge(payload, req, {
          subscriptionCode: code,
          invoiceCode,
        })
        return failed?.notify ? { giftId: failed.giftId, kind: 'charge_failed' } : null
      })
      return true
    }
    case 'subscription.disable': {
      const code = text(data.subscription_code)
      if (!code) return true
      // Events come late and out of order: the disable of a pause can arrive after the resume
      // enabled the subscription again (two quick taps do it), and the gift would show Cancelled
      // while every month is charged. Paystack's state now decides; when it cannot be read, the
      // webhook fails and Paystack sends the event again.
      const current = await fetchSubscription(code)
      if (BILLED_SUBSCRIPTION_STATUSES.includes(current.status)) {
        payload.logger.info(
          `Paystack subscription.disable for ${code} ignored: the subscription is ${current.status} again`,
        )
        return true
      }
      await inTransaction(payload, async (req) => {
        const changed = await markSubscriptionDisabled(payload, req, code)
        return changed?.status === 'lapsed' ? { giftId: changed.giftId, kind: 'lapsed' } : null
      })
      return true
    }
    case 'subscription.not_renew': {
      const code = text(data.subscription_code)
      if (code) await markSubscriptionNotRenewing(payload, code)
      return true
    }
    default:
      return false
  }
}

/**
 * Tells the donor of a change they made on My giving (issue #29: a pause, resume, cancel or new
 * amount was confirmed on the page only), once the change is stored; started at once.
 */
export const tellDonorOfChange = async (
  payload: Payload,
  giftId: number,
  kind: Extract<GivingNoticeKind, 'paused' | 'resumed' | 'cancelled' | 'amount_changed'>,
): Promise<void> => {
  try {
    for (const job of await queueNotice(payload, undefined, giftId, kind)) runJobSoon(payload, job)
  } catch (error) {
    // The change itself is made and shown; only its e-mail is lost, by kind in the log.
    payload.logger.error(
      `The ${kind} e-mail of monthly gift ${giftId} could not be queued (${describeFailure(error)})`,
    )
  }
}
