import type { Payload, PayloadRequest } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { sponsorshipDecisionEmail } from '@/lib/mail/sponsorshipDecision'

/** back-office.md: gold above 1,000,000, silver above 500,000, otherwise bronze. The seed grades its demo sponsors with it too. */
export const sponsorTier = (amount: number | null | undefined): 'gold' | 'silver' | 'bronze' => {
  const value = amount ?? 0
  if (value > 1_000_000) return 'gold'
  if (value > 500_000) return 'silver'
  return 'bronze'
}

export type ReviewStatus = 'approved' | 'rejected'

/** The form's 'Church Denomination:' line is for staff (back-office.md); the public quote leaves it out. */
const publicMotivation = (motivation: string | null | undefined): string | null =>
  (motivation ?? '')
    .split('\n')
    .filter((line) => !/^\s*Church Denomination:/i.test(line))
    .join('\n')
    .trim() || null

/**
 * Sets an application's review status, and e-mails the applicant the decision (with the reason
 * staff gave for a rejection) in the same transaction, once: a decision applied again sends
 * nothing. Approving creates its impact sponsor (name: organization, else contact person; type,
 * amount and logo from the application; the motivation without its denomination line; tier by
 * amount; shown) unless one already exists for it, so an approval applied twice makes one sponsor.
 * Returns the e-mail's job, to start once committed.
 */
export const applyApplicationStatus = async (
  payload: Payload,
  req: PayloadRequest,
  applicationId: number | string,
  status: ReviewStatus,
  reason?: string | null,
): Promise<{ sponsorId: number | null; jobId: number | string | null }> => {
  const application = await payload.findByID({
    collection: slugs.sponsorshipApplications,
    id: applicationId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  let jobId: number | string | null = null
  if (application.status !== status) {
    await payload.update({
      collection: slugs.sponsorshipApplications,
      id: application.id,
      data: { status, reviewed_by: req.user?.id ?? null, reviewed_at: new Date().toISOString() },
      overrideAccess: true,
      req,
    })
    const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, req })
    const job = await payload.jobs.queue({
      task: 'send-email',
      input: {
        to: application.email,
        ...sponsorshipDecisionEmail({
          siteName: settings.site_name || DEFAULT_SITE_NAME,
          name: application.contact_person,
          status,
          reason: reason?.trim() || null,
        }),
      },
      req,
    })
    jobId = job.id
  }
  if (status !== 'approved') return { sponsorId: null, jobId }
  const existing = await payload.find({
    collection: slugs.impactSponsors,
    where: { application: { equals: application.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (existing.docs[0]) return { sponsorId: existing.docs[0].id, jobId }
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
      motivation: publicMotivation(application.motivation),
      application: application.id,
      is_active: true,
      order_index: 0,
    },
    overrideAccess: true,
    req,
  })
  return { sponsorId: sponsor.id, jobId }
}
