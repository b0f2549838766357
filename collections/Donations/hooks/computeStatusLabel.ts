import type { FieldHook } from 'payload'

import { hasSectionPermission } from '@/access/user'
import { donationStatusLabel } from '@/lib/donations/labels'
import type { Donation } from '@/payload-types'

import { slugs } from '../../slugs'

/**
 * The list's status label needs the Paystack transaction (webhook received? verification attempts?);
 * computed on read for the donations section's admins only, so the public donor list costs no extra query.
 */
export const computeStatusLabel: FieldHook<Donation, string | undefined, Donation> = async ({
  req,
  siblingData,
}) => {
  if (!hasSectionPermission(req.user, 'donations', 'can_view')) return undefined
  const status = siblingData?.status as string | undefined
  if (status !== 'completed' && status !== 'pending') return donationStatusLabel({ status })
  let transaction = siblingData?.transaction as
    | { webhook_received_at?: string | null; verification_attempts?: number | null }
    | number
    | string
    | null
    | undefined
  if (transaction !== null && transaction !== undefined && typeof transaction !== 'object') {
    transaction = await req.payload
      .findByID({
        collection: slugs.paystackTransactions,
        id: transaction,
        depth: 0,
        req,
        overrideAccess: true,
        disableErrors: true,
        select: { webhook_received_at: true, verification_attempts: true },
      })
      .catch(() => null)
  }
  return donationStatusLabel({
    status,
    webhookReceivedAt: transaction?.webhook_received_at,
    verificationAttempts: transaction?.verification_attempts,
    refundedAmount: siblingData?.refunded_amount,
  })
}
