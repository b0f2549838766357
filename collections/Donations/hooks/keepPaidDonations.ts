import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { adminCopy } from '@/copy/admin'

/** Statuses that record money Paystack took (or a voided mistake, kept with its reason): never deleted. */
const PAID = new Set(['completed', 'refunded', 'voided'])

/**
 * A donation that was paid is never deleted, by a super admin either: Paystack still holds the
 * payment, the donor holds its receipt, and totals and statements count it (issue #29). A pending
 * or failed one (nobody paid) may still be removed.
 */
export const keepPaidDonations: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const donation = await req.payload.findByID({
    collection: 'donations',
    id,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (donation && PAID.has(String(donation.status)))
    throw new APIError(adminCopy.paidDonationKept, 409, null, true)
}
