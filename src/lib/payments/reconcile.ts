import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import { recoverMissedCharges } from '@/lib/giving/charges'
import { releaseExpiredClaims } from '@/lib/jobs/runner'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { giftsMissingSubscription } from '@/lib/db/monthlyGifts'
import {
  failAbandonedDonations,
  lockDonationsMissingReceipt,
  paymentsDueForVerification,
} from '@/lib/db/payments'

import { verifyReference } from './settle'

/**
 * Re-verifies payments nobody has settled: the donor closed the tab, the server stopped before the
 * webhook, or the webhook never came. Runs every 5 minutes (src/jobs) and behind the admin's
 * 'Verify Pending Payments' button. Each transaction gets a bounded number of attempts; one still
 * undecided after a day is marked failed (Paystack keeps an unpaid reference 'abandoned').
 */
export const RECONCILE_AFTER_MINUTES = 5
export const MAX_VERIFICATION_ATTEMPTS = 12
const GIVE_UP_AFTER_HOURS = 24
/** The longest wait between two questions about one payment. */
const MAX_BACKOFF_MINUTES = 240
const VERIFY_CONCURRENCY = 4

export type ReconcileSummary = {
  checked: number
  verified: number
  failed: number
  stillPending: number
  errors: number
  abandoned: number
  receiptsQueued: number
  giftsLinked: number
  /** Monthly gifts whose charges were asked of Paystack, and months found that had not reached us. */
  giftsChecked: number
  chargesRecovered: number
}

export const reconcilePendingPayments = async (
  payload: Payload,
  { olderThanMinutes = RECONCILE_AFTER_MINUTES, limit = 200 } = {},
): Promise<ReconcileSummary> => {
  const summary: ReconcileSummary = {
    checked: 0,
    verified: 0,
    failed: 0,
    stillPending: 0,
    errors: 0,
    abandoned: 0,
    receiptsQueued: 0,
    giftsLinked: 0,
    giftsChecked: 0,
    chargesRecovered: 0,
  }
  // A payment nobody has asked about yet (just made, its webhook lost) goes first; one already asked
  // waits longer after each attempt (5, 10, 20 … minutes, at most 4 hours), so a backlog of abandoned
  // checkouts neither starves it nor costs a Paystack call each per run. The admin's button
  // (olderThanMinutes 0) asks about every pending payment now.
  const due = await paymentsDueForVerification(payload, {
    olderThanMinutes,
    maxAttempts: MAX_VERIFICATION_ATTEMPTS,
    firstWaitMinutes: RECONCILE_AFTER_MINUTES,
    maxWaitMinutes: MAX_BACKOFF_MINUTES,
    limit,
  })
  // A few questions to Paystack at a time: a run of hundreds takes seconds, not minutes.
  const queue = [...due]
  const ask = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      summary.checked++
      const result = await verifyReference(payload, next, 'reconcile')
      if (result.outcome === 'completed') summary.verified++
      else if (result.outcome === 'failed' || result.outcome === 'mismatch') summary.failed++
      else if (result.outcome === 'error') summary.errors++
      else if (result.outcome === 'pending') summary.stillPending++
    }
  }
  await Promise.all(Array.from({ length: VERIFY_CONCURRENCY }, ask))
  // Months Paystack charged whose webhook never came: recorded now, each once (src/lib/giving/charges.ts).
  const charges = await recoverMissedCharges(payload)
  summary.giftsChecked = charges.giftsChecked
  summary.chargesRecovered = charges.chargesRecovered
  summary.verified += charges.chargesRecovered
  summary.errors += charges.errors
  // A day without an outcome, or every attempt used: nobody paid on this reference.
  summary.abandoned = await failAbandonedDonations(payload, {
    hours: GIVE_UP_AFTER_HOURS,
    maxAttempts: MAX_VERIFICATION_ATTEMPTS,
  })
  // A receipt job whose runner died mid-try is released first (it runs again), so it no longer hides the receipt for ever.
  await releaseExpiredClaims(payload)
  // Completed donations whose receipt was never queued (a crash between the two): queue it now. One
  // reconciliation at a time decides, under a lock held to its commit: two at once (two instances, or
  // the job and the admin's button) would both find the receipt missing and queue it twice.
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const queued: (number | string)[] = []
  try {
    const missing = await lockDonationsMissingReceipt(payload, req, limit)
    for (const id of missing)
      queued.push(
        (
          await payload.jobs.queue({
            task: 'send-donation-receipt',
            input: { donationId: String(id) },
            req,
          })
        ).id,
      )
    summary.receiptsQueued = queued.length
    // Monthly gifts whose subscription was never linked (its event lost, the job's tries used up).
    for (const id of await giftsMissingSubscription(payload, req, limit)) {
      queued.push(
        (
          await payload.jobs.queue({
            task: 'link-monthly-gift',
            input: { giftId: String(id) },
            req,
          })
        ).id,
      )
      summary.giftsLinked++
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  for (const id of queued) runJobSoon(payload, id)
  return summary
}
