import type { PayloadRequest, TypedUser } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { ridesCopy } from '@/copy/rides'
import { lockChurchForReview } from '@/lib/db/churches'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { churchAdminInviteEmail, churchRejectedEmail, passwordLink } from '@/lib/mail/adminAccess'
import { createWithToken, INVITE_DAYS } from '@/lib/users/invite'
import { asUser } from '@/lib/workflows/asUser'
import { refuse, wholeId, type Decision } from '@/lib/workflows/decisions'

/**
 * Staff approve or reject a registered church (issue #19), once: the church's row is locked, and
 * only a pending church is decided. Approval makes the church active and creates its contact's
 * church admin account with a set-password link; rejection needs a reason, which the contact is
 * sent. The e-mail is queued in the same transaction as the decision, so a decision that is kept
 * always sends its e-mail, exactly once (the job runs after the commit, or from the queue's cron).
 */
export const reviewChurch = async (
  req: PayloadRequest,
  user: TypedUser,
  rawId: string,
  status: 'approved' | 'rejected',
  rawReason: unknown,
): Promise<Decision> => {
  const { payload } = req
  const id = wholeId(rawId)
  if (!id) return refuse(404, ridesCopy.review.notFound)
  const reason = typeof rawReason === 'string' ? rawReason.trim().slice(0, 1000) : ''
  if (status === 'rejected' && !reason) return refuse(400, ridesCopy.review.reasonRequired)
  const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0 })
  const contactEmail = settings.contact_email || null
  const outcome = await asUser(
    payload,
    user,
    async (tx): Promise<Decision | { jobId: number | string }> => {
      const church = await lockChurchForReview(payload, tx, id)
      if (!church) return refuse(404, ridesCopy.review.notFound)
      if (church.status !== 'pending') return refuse(409, ridesCopy.review.alreadyDecided)
      const decided = {
        reviewed_by: user.id as number,
        reviewed_at: new Date().toISOString(),
      }
      if (status === 'rejected') {
        await payload.update({
          collection: slugs.churches,
          id,
          data: { status: 'rejected', rejection_reason: reason, ...decided },
          overrideAccess: true,
          req: tx,
        })
        const job = await payload.jobs.queue({
          task: 'send-email',
          input: {
            to: church.contact_email,
            ...churchRejectedEmail({
              fullName: church.contact_name,
              church: church.name,
              reason,
              contactEmail,
            }),
          },
          req: tx,
        })
        return { jobId: job.id }
      }
      const email = church.contact_email.trim().toLowerCase()
      const existing = await payload.count({
        collection: slugs.users,
        where: { email: { equals: email } },
        overrideAccess: true,
        req: tx,
      })
      if (existing.totalDocs > 0) return refuse(409, ridesCopy.review.accountExists(email))
      await payload.update({
        collection: slugs.churches,
        id,
        data: { status: 'active', ...decided },
        overrideAccess: true,
        req: tx,
      })
      const account = await createWithToken(tx, {
        email,
        role: 'church_admin',
        fullName: church.contact_name,
        church: id,
      })
      const job = await payload.jobs.queue({
        task: 'send-email',
        input: {
          to: email,
          ...churchAdminInviteEmail({
            link: passwordLink(req, account.token),
            fullName: church.contact_name,
            church: church.name,
            days: INVITE_DAYS,
          }),
        },
        req: tx,
      })
      return { jobId: job.id }
    },
    (result) => 'jobId' in result,
  )
  if (!('jobId' in outcome)) return outcome
  runJobSoon(payload, outcome.jobId)
  return {
    ok: true,
    message: status === 'approved' ? ridesCopy.review.approved : ridesCopy.review.rejected,
  }
}
