import type { Payload } from 'payload'

import { DRIVER_CANCEL, DRIVER_CANCEL_JOBS } from '@collections/Rides/runCancelFields'
import { globalSlugs, slugs } from '@collections/slugs'
import { formatDate } from '@/lib/dates'
import { lockRun } from '@/lib/db/rides'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { driverCancelledEmail } from '@/lib/mail/rideNotices'
import { siteUrl } from '@/lib/siteUrl'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { inTransaction } from '@/lib/workflows/asUser'

import { driverOfLink } from './driverPage'
import { tellStaffAndChurch } from './tellStaff'

/** The longest reason a driver may give (the run's field holds as much). */
export const REASON_MAX = 300

export type DriverCancelOutcome =
  | { ok: true }
  /** 'link': no driver; 'reason': none given, or too long; 'not-yours': another driver's run; 'gone': it has happened; 'underway': someone is on board, or it is closed. */
  | { ok: false; refused: 'link' | 'reason' | 'not-yours' | 'gone' | 'underway' }

/**
 * "Cancel this ride" on a driver's page (issue #34): the run is cancelled exactly as staff cancel
 * it (BusRuns' status change, whose hook cancels every confirmed and waitlisted booking and tells
 * each passenger, "the driver had to cancel", in this transaction), under the run's row lock; the
 * driver's reason is kept on the run and e-mailed to staff and the church's admins, in the same
 * transaction. Only the run's own driver may, and a run already cancelled changes nothing, so a
 * second tap tells nobody again.
 */
export const cancelRideAsDriver = async (
  payload: Payload,
  link: string,
  runId: number,
  reasonGiven: string,
): Promise<DriverCancelOutcome> => {
  const driver = await driverOfLink(payload, link)
  if (!driver) return { ok: false, refused: 'link' }
  const reason = reasonGiven.trim()
  if (reason.length < 3 || reason.length > REASON_MAX) return { ok: false, refused: 'reason' }
  const outcome = await inTransaction(payload, async (req) => {
    const locked = await lockRun(payload, req, runId)
    const run = locked
      ? await payload.findByID({
          collection: slugs.busRuns,
          id: runId,
          depth: 0,
          overrideAccess: true,
          req,
        })
      : null
    const driverId = typeof run?.driver === 'object' ? run?.driver?.id : run?.driver
    if (!locked || !run || driverId !== driver.id)
      return { ok: false as const, refused: 'not-yours' as const, jobs: [] }
    if (run.status === 'cancelled') return { ok: true as const, jobs: [] }
    if (!locked.upcoming) return { ok: false as const, refused: 'gone' as const, jobs: [] }
    // Someone on board, or closed: its passengers rode (a child stays in the hand-over check).
    if (locked.underway) return { ok: false as const, refused: 'underway' as const, jobs: [] }
    // Read under the run's lock: the bookings its cancel cancels, each passenger told once.
    const { totalDocs: passengers } = await payload.count({
      collection: slugs.rideBookings,
      where: {
        and: [{ bus_run: { equals: runId } }, { status: { in: ['confirmed', 'waitlisted'] } }],
      },
      overrideAccess: true,
      req,
    })
    req.context[DRIVER_CANCEL] = true
    await payload.update({
      collection: slugs.busRuns,
      id: runId,
      data: {
        status: 'cancelled',
        driver_cancel_reason: reason,
        driver_cancelled_at: new Date().toISOString(),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const told = (req.context[DRIVER_CANCEL_JOBS] as (number | string)[] | undefined) ?? []
    const settings = await payload.findGlobal({
      slug: globalSlugs.siteSettings,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const church = await payload.findByID({
      collection: slugs.churches,
      id: locked.church_id,
      select: { name: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const staff = await tellStaffAndChurch(
      payload,
      req,
      locked.church_id,
      driverCancelledEmail({
        siteName: settings.site_name || DEFAULT_SITE_NAME,
        driver: driver.name,
        run: locked.title,
        date: formatDate(locked.date),
        church: church.name,
        reason,
        passengers,
        page: `${siteUrl()}/admin/collections/${slugs.busRuns}/${runId}`,
      }),
    )
    return { ok: true as const, jobs: [...told, ...staff] }
  })
  for (const job of outcome.jobs) runJobSoon(payload, job)
  return outcome.ok ? { ok: true } : { ok: false, refused: outcome.refused }
}
