import type { Payload, PayloadRequest } from 'payload'

import { slugs } from '@collections/slugs'

/** back-office.md: gold above 1,000,000, silver above 500,000, otherwise bronze. The seed grades its demo sponsors with it too. */
export const sponsorTier = (amount: number | null | undefined): 'gold' | 'silver' | 'bronze' => {
  const value = amount ?? 0
  if (value > 1_000_000) return 'gold'
  if (value > 500_000) return 'silver'
  return 'bronze'
}

export type ReviewStatus = 'approved' | 'rejected'

/**
 * Sets an application's review status. Approving creates its impact sponsor (name: organization,
 * else contact person; type, amount and logo from the application; tier by amount; shown) unless
 * one already exists for it, so an approval applied twice still makes one sponsor.
 */
export const applyApplicationStatus = async (
  payload: Payload,
  req: Partial<PayloadRequest>,
  applicationId: number | string,
  status: ReviewStatus,
) => {
  const application = await payload.findByID({
    collection: slugs.sponsorshipApplications,
    id: applicationId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (application.status !== status) {
    await payload.update({
      collection: slugs.sponsorshipApplications,
      id: application.id,
      data: { status, reviewed_by: req.user?.id ?? null, reviewed_at: new Date().toISOString() },
      overrideAccess: true,
      req,
    })
  }
  if (status !== 'approved') return { sponsorId: null }
  const existing = await payload.find({
    collection: slugs.impactSponsors,
    where: { application: { equals: application.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (existing.docs[0]) return { sponsorId: existing.docs[0].id }
  const sponsor = await payload.create({
    collection: slugs.impactSponsors,
    data: {
      sponsor_name: application.organization_name?.trim() || application.contact_person,
      sponsor_type: application.sponsor_type,
      contribution_amount: application.sponsor_amount,
      tier: sponsorTier(application.sponsor_amount),
      logo:
        typeof application.profile_picture === 'object'
          ? application.profile_picture?.id
          : application.profile_picture,
      motivation: application.motivation,
      application: application.id,
      is_active: true,
      order_index: 0,
    },
    overrideAccess: true,
    req,
  })
  return { sponsorId: sponsor.id }
}
