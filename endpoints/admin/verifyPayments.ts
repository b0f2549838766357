import type { Payload } from 'payload'

import { adminEndpoint, noStoreJson as json } from '@/access/adminEndpoint'
import { mayEditDonations } from '@/access/rights'
import { donorsCopy } from '@/copy/donors'
import { reconcilePendingPayments, type ReconcileSummary } from '@/lib/payments/reconcile'

/**
 * One reconciliation at a time in this process: a second click, or a second admin, while one runs
 * gets the same answer instead of asking Paystack about every payment again (each question counts
 * one of a payment's verification attempts).
 */
let inFlight: Promise<ReconcileSummary> | null = null

const reconcileNow = (payload: Payload): Promise<ReconcileSummary> => {
  // olderThanMinutes 0: the admin asks now, so every pending payment is checked, not only those the
  // 5-minute job would pick. One still on Paystack's checkout simply stays pending.
  inFlight ??= reconcilePendingPayments(payload, { olderThanMinutes: 0 }).finally(() => {
    inFlight = null
  })
  return inFlight
}

/**
 * POST /api/admin/verify-pending-payments: the donations list's 'Verify Pending Payments' button
 * (back-office.md: Donations page; section 7, verify-pending-payments). For admins who may edit
 * donations; answers the reconciliation's summary, whose `verified` the toast shows.
 */
export const verifyPendingPaymentsEndpoint = adminEndpoint({
  path: '/admin/verify-pending-payments',
  method: 'post',
  may: mayEditDonations,
  handler: async (req) => {
    try {
      const summary = await reconcileNow(req.payload)
      return json(200, { ...summary })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Verify Pending Payments failed' })
      return json(500, { error: donorsCopy.verify.failed })
    }
  },
})
