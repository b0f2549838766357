import type { Payload } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { mayViewReports } from '@/access/rights'
import { queueAndRunSoon } from '@/lib/jobs/runSoon'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { siteUrl } from '@/lib/siteUrl'
import { describeFailure } from '@/lib/uploads/failure'
import type { ImpactReportRequest } from '@/payload-types'

import { adminNotice, type AdminNoticeKind } from './adminNotifications'

/** Active admins who may see report requests; super admins always. */
const recipients = async (payload: Payload): Promise<string[]> => {
  const { docs } = await payload.find({
    collection: slugs.users,
    where: { and: [{ is_active: { equals: true } }, { role: { in: ['admin', 'super_admin'] } }] },
    limit: 200,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return docs.filter(mayViewReports).map((user) => user.email)
}

/**
 * Queues one e-mail per admin about a new request. A failure here is logged and never reaches the
 * visitor: the request itself is already saved (public-site.md: "A failure is only logged").
 */
export const notifyAdmins = async (
  payload: Payload,
  kind: AdminNoticeKind,
  request: ImpactReportRequest,
) => {
  try {
    const settings = await payload.findGlobal({
      slug: globalSlugs.siteSettings,
      depth: 0,
      overrideAccess: true,
    })
    const base = siteUrl()
    // A pitch deck is decided on its own page (upload, approve and send); a report request on its record.
    const reviewUrl =
      kind === 'pitch_deck_request'
        ? `${base}/admin/pitch-deck-requests?request=${request.id}`
        : `${base}/admin/collections/${slugs.impactReportRequests}/${request.id}`
    const message = adminNotice(kind, request, {
      siteName: settings.site_name || DEFAULT_SITE_NAME,
      reviewUrl,
    })
    const to = await recipients(payload)
    if (to.length === 0)
      payload.logger.warn(
        `No active admin can see report requests; request ${request.id} was not announced by e-mail`,
      )
    for (const address of to)
      await queueAndRunSoon(payload, { task: 'send-email', input: { to: address, ...message } })
  } catch (error) {
    // Its kind only: a failed insert's message quotes the queued e-mail, the requester's details in it.
    payload.logger.error({
      msg: `Admin notification for request ${request.id} failed`,
      failure: describeFailure(error),
    })
  }
}
