import type { PayloadRequest, TypedUser } from 'payload'

import { DRIVER_PAPERS } from '@collections/Rides/Drivers'
import { globalSlugs, slugs } from '@collections/slugs'
import { churchOfUser } from '@/access/user'
import { ridesCopy } from '@/copy/rides'
import { formatDate, startOfLagosDay } from '@/lib/dates'
import { lockDriverForReview } from '@/lib/db/drivers'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { driverReviewedEmail } from '@/lib/mail/rideNotices'
import { asUser } from '@/lib/workflows/asUser'

import { driverLink } from './driverPage'
import { refuse, wholeId, type Decision } from '@/lib/workflows/decisions'

const copy = ridesCopy.driverReview

/**
 * Staff with the Rides section, or the driver's own church admin, verify a driver or reject them
 * with a reason (issue #19), once: the driver's row is locked and only a driver waiting to be
 * verified is decided. A driver with a paper already expired is not verified. The driver's e-mail
 * is queued in the same transaction as the decision.
 */
export const reviewDriver = async (
  req: PayloadRequest,
  user: TypedUser,
  rawId: string,
  status: 'approved' | 'rejected',
  rawReason: unknown,
): Promise<Decision> => {
  const { payload } = req
  const id = wholeId(rawId)
  if (!id) return refuse(404, copy.notFound)
  const reason = typeof rawReason === 'string' ? rawReason.trim().slice(0, 1000) : ''
  if (status === 'rejected' && !reason) return refuse(400, copy.reasonRequired)
  const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0 })
  const outcome = await asUser(
    payload,
    user,
    async (tx): Promise<Decision | { jobId: number | string }> => {
      const driver = await lockDriverForReview(payload, tx, id)
      // Another church's driver is not found by a church admin, as their lists do not show it.
      const own = churchOfUser(user)
      if (!driver || (own !== null && driver.church_id !== own)) return refuse(404, copy.notFound)
      if (driver.status !== 'pending') return refuse(409, copy.alreadyDecided)
      if (status === 'approved') {
        const today = startOfLagosDay().getTime()
        for (const { field, label } of DRIVER_PAPERS)
          if (startOfLagosDay(new Date(driver[field])).getTime() < today)
            return refuse(409, copy.expired(label, formatDate(driver[field])))
      }
      await payload.update({
        collection: slugs.drivers,
        id,
        data: {
          status: status === 'approved' ? 'verified' : 'rejected',
          rejection_reason: status === 'rejected' ? reason : null,
          reviewed_by: user.id as number,
          reviewed_at: new Date().toISOString(),
        },
        overrideAccess: true,
        req: tx,
      })
      const job = await payload.jobs.queue({
        task: 'send-email',
        input: {
          to: driver.email,
          ...driverReviewedEmail({
            siteName: settings.site_name,
            name: driver.name,
            church: driver.church,
            verified: status === 'approved',
            reason,
            page: driverLink({ id, email: driver.email }),
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
  return { ok: true, message: status === 'approved' ? copy.verified : copy.rejected }
}
