import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { mayViewReports } from '@/access/rights'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { inTransaction } from '@/lib/workflows/asUser'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { siteUrl } from '@/lib/siteUrl'
import type { ImpactReportRequest } from '@/payload-types'

import { adminNotice, type AdminNoticeKind } from './adminNotifications'

/** Active admins who may see report requests; super admins always. */
const recipients = async (payload: Payload, req: PayloadRequest): Promise<string[]> => {
  const { docs } = await payload.find({
    collection: slugs.users,
    where: { and: [{ is_active: { equals: true } }, { role: { in: ['admin', 'super_admin'] } }] },
    limit: 200,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
  })
  return docs.filter(mayViewReports).map((user) => user.email)
}

/**
 * Queues one e-mail per admin about a new request, in the request's own transaction (req): the
 * request is stored with its e-mails or not at all, so a database failing between the two cannot
 * acknowledge a request nobody hears of. Returns the queued jobs, to start once committed.
 */
const queueAdminNotices = async (
  payload: Payload,
  req: PayloadRequest,
  kind: AdminNoticeKind,
  request: ImpactReportRequest,
): Promise<Array<number | string>> => {
  const settings = await payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 0,
    overrideAccess: true,
    req,
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
  const to = await recipients(payload, req)
  if (to.length === 0)
    payload.logger.warn(
      `No active admin can see report requests; request ${request.id} was not announced by e-mail`,
    )
  const jobs: Array<number | string> = []
  for (const address of to)
    jobs.push(
      (await payload.jobs.queue({ task: 'send-email', input: { to: address, ...message }, req }))
        .id,
    )
  return jobs
}

/** A report or pitch-deck request stored with its admin e-mails in one transaction; they start once committed. */
export const storeRequest = async (
  payload: Payload,
  kind: AdminNoticeKind,
  data: RequiredDataFromCollectionSlug<typeof slugs.impactReportRequests>,
): Promise<void> => {
  const jobs = await inTransaction(payload, async (req) => {
    const request = await payload.create({
      collection: slugs.impactReportRequests,
      data,
      overrideAccess: true,
      req,
    })
    return queueAdminNotices(payload, req, kind, request)
  })
  for (const job of jobs) runJobSoon(payload, job)
}
