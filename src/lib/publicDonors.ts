import type { Payload, Where } from 'payload'

import { slugs } from '@collections/slugs'
import type { Donation } from '@/payload-types'

/** The most donors the public list shows at once, however it is asked ("View All Donors" says "Showing N of M"). */
export const MAX_LISTED_DONORS = 100

const listedDonations: Where = {
  and: [{ status: { equals: 'completed' } }, { show_publicly: { equals: true } }],
}

/** A donation as the public donor list shows it; givenAt is the date its receipt gives. */
export type PublicDonation = Pick<
  Donation,
  'id' | 'amount' | 'donor_name' | 'donor_type' | 'organization_name' | 'is_anonymous'
> & { givenAt: string }

/** The day a gift was given: when it completed (the receipt's date), else when it was recorded. */
export const givenAt = (donation: Pick<Donation, 'completed_at' | 'createdAt'>): string =>
  donation.completed_at ?? donation.createdAt

/**
 * Completed donations whose donors agreed to be listed, newest first, at most MAX_LISTED_DONORS.
 * Visitors cannot read the donations collection at all; this projection is its public side, read
 * by trusted server code and masked here, so no page, cache or filter ever holds a hidden name.
 */
export const listPublicDonations = async (
  payload: Payload,
  limit: number,
): Promise<{ docs: PublicDonation[]; totalDocs: number }> => {
  const { docs, totalDocs } = await payload.find({
    collection: slugs.donations,
    where: listedDonations,
    // Newest gift first, by the date each row shows.
    sort: ['-completed_at', '-createdAt'],
    limit: Math.min(Math.max(1, limit), MAX_LISTED_DONORS),
    depth: 0,
    overrideAccess: true,
    select: {
      amount: true,
      donor_name: true,
      donor_type: true,
      organization_name: true,
      is_anonymous: true,
      completed_at: true,
      createdAt: true,
    },
  })
  return {
    totalDocs,
    docs: docs.map((doc) => ({
      id: doc.id,
      amount: doc.amount,
      donor_type: doc.donor_type,
      is_anonymous: Boolean(doc.is_anonymous),
      donor_name: doc.is_anonymous ? null : (doc.donor_name ?? null),
      organization_name: doc.is_anonymous ? null : (doc.organization_name ?? null),
      givenAt: givenAt(doc),
    })),
  }
}
