import type { Endpoint, PayloadRequest, TypedUser } from 'payload'

import { adminEndpoint, noStoreJson as json } from '@/access/adminEndpoint'
import {
  mayEditApplications,
  mayEditDonations,
  mayEditProjects,
  mayChangeWithoutReview,
  mayEraseData,
  mayEditReports,
  mayEditRides,
  mayEditSponsors,
  mayEditSponsorships,
  mayReviewChanges,
  mayReviewDrivers,
  maySendDayLinks,
  type Right,
} from '@/access/rights'
import { adminCopy } from '@/copy/admin'
import { dataRequestCopy } from '@/copy/dataRequests'
import { siteUrl } from '@/lib/siteUrl'
import { approveChange, rejectChange, requestChange } from '@/lib/workflows/changeRequests'
import {
  reviewReportRequest,
  reviewVolunteerApplication,
  resendReceipt,
  setDonationAnonymity,
  voidDonation,
  type Decision,
} from '@/lib/workflows/decisions'
import { reviewChurch } from '@/lib/rides/churchReview'
import { reviewDriver } from '@/lib/rides/driverReview'
import { sendCoordinatorLink } from '@/lib/rides/coordinatorPage'
import { commitGiftBatch } from '@/lib/workflows/giftBatches'
import { pauseProject, resumeProject } from '@/lib/workflows/projects'
import { completeErasure } from '@/lib/privacy/erase'
import { closeReviewNotGift, recordReviewAsGift } from '@/lib/giving/transfers'
import { isRowId } from '@/lib/db/ids'

/**
 * The back office's actions that are more than a field edit (back-office.md sections 4 and 6).
 * Every one declares the right it needs: custom endpoints are public by default.
 */
const body = async (req: PayloadRequest): Promise<Record<string, unknown>> => {
  try {
    const data = (await req.json?.()) as unknown
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

type Handler = (
  req: PayloadRequest,
  user: TypedUser,
  id: string,
  data: Record<string, unknown>,
) => Promise<Response>

/** adminEndpoint has checked the user and its right before the handler runs. */
const endpoint = (path: string, may: Right, handler: Handler): Endpoint =>
  adminEndpoint({
    path,
    method: 'post',
    may,
    handler: async (req) =>
      handler(req, req.user as TypedUser, String(req.routeParams?.id ?? ''), await body(req)),
  })

const decisionAnswer = (decision: Decision) =>
  decision.ok
    ? json(200, { message: decision.message })
    : json(decision.status, { error: decision.message })

const isReviewStatus = (value: unknown): value is 'approved' | 'rejected' =>
  value === 'approved' || value === 'rejected'

const changeAnswer = (result: Awaited<ReturnType<typeof requestChange>>) =>
  json(200, { result: result.result, message: result.message })

export const workflowEndpoints: Endpoint[] = [
  endpoint(
    '/workflows/sponsorship-applications/:id/review',
    mayEditSponsorships,
    async (req, user, id, data) => {
      if (data.status !== 'approved' && data.status !== 'rejected')
        return json(400, { error: 'Send status "approved" or "rejected".' })
      return changeAnswer(
        await requestChange(req.payload, user, {
          table: 'sponsorship_applications',
          recordId: id,
          field: 'status',
          value: data.status,
          ...(data.status === 'rejected' && typeof data.reason === 'string' && data.reason.trim()
            ? { reason: data.reason.trim().slice(0, 2000) }
            : {}),
        }),
      )
    },
  ),
  endpoint(
    '/workflows/impact-sponsors/:id/visibility',
    mayEditSponsors,
    async (req, user, id, data) => {
      if (typeof data.is_active !== 'boolean')
        return json(400, { error: 'Send is_active true or false.' })
      return changeAnswer(
        await requestChange(req.payload, user, {
          table: 'impact_sponsors',
          recordId: id,
          field: 'is_active',
          value: data.is_active,
        }),
      )
    },
  ),
  endpoint('/workflows/pending-changes/:id/approve', mayReviewChanges, async (req, user, id) => {
    const review = await approveChange(req.payload, user, id)
    return review.ok
      ? json(200, { message: adminCopy.changeApproved.description })
      : json(review.status, { error: review.message })
  }),
  endpoint(
    '/workflows/pending-changes/:id/reject',
    mayReviewChanges,
    async (req, user, id, data) => {
      const review = await rejectChange(
        req.payload,
        user,
        id,
        typeof data.reason === 'string' ? data.reason : null,
      )
      return review.ok
        ? json(200, { message: adminCopy.changeRejected.title })
        : json(review.status, { error: review.message })
    },
  ),
  endpoint(
    '/workflows/volunteer-applications/:id/review',
    mayEditApplications,
    async (req, user, id, data) =>
      isReviewStatus(data.status)
        ? decisionAnswer(await reviewVolunteerApplication(req.payload, user, id, data.status))
        : json(400, { error: 'Send status "approved" or "rejected".' }),
  ),
  endpoint(
    '/workflows/impact-report-requests/:id/review',
    mayEditReports,
    async (req, user, id, data) =>
      isReviewStatus(data.status)
        ? decisionAnswer(
            await reviewReportRequest(req.payload, user, id, data.status, data.report, siteUrl()),
          )
        : json(400, { error: 'Send status "approved" or "rejected".' }),
  ),
  endpoint('/workflows/churches/:id/review', mayEditRides, async (req, user, id, data) =>
    isReviewStatus(data.status)
      ? decisionAnswer(await reviewChurch(req, user, id, data.status, data.reason))
      : json(400, { error: 'Send status "approved" or "rejected".' }),
  ),
  endpoint('/workflows/drivers/:id/review', mayReviewDrivers, async (req, user, id, data) =>
    isReviewStatus(data.status)
      ? decisionAnswer(await reviewDriver(req, user, id, data.status, data.reason))
      : json(400, { error: 'Send status "approved" or "rejected".' }),
  ),
  endpoint('/workflows/bus-runs/:id/send-day-link', maySendDayLinks, async (req, user, id) =>
    decisionAnswer(await sendCoordinatorLink(req.payload, user, id)),
  ),
  endpoint('/workflows/donations/:id/resend-receipt', mayEditDonations, async (req, user, id) =>
    decisionAnswer(await resendReceipt(req.payload, user, id)),
  ),
  endpoint('/workflows/donations/:id/void', mayChangeWithoutReview, async (req, user, id, data) =>
    decisionAnswer(await voidDonation(req.payload, user, id, data.reason)),
  ),
  endpoint('/workflows/gift-batches/:id/commit', mayEditDonations, async (req, user, id) =>
    decisionAnswer(await commitGiftBatch(req.payload, user, id)),
  ),
  endpoint('/workflows/data-requests/:id/erase', mayEraseData, async (req, user, id) => {
    if (!isRowId(Number(id))) return json(404, { error: 'Not found.' })
    const outcome = await completeErasure(req.payload, user, Number(id))
    return outcome.ok
      ? json(200, { message: dataRequestCopy.erase.done })
      : json(409, { error: outcome.blockers.join(' ') })
  }),
  endpoint(
    '/workflows/transfer-reviews/:id/record',
    mayEditDonations,
    async (req, user, id, data) =>
      decisionAnswer(await recordReviewAsGift(req.payload, user, id, data.transfer_gift)),
  ),
  endpoint(
    '/workflows/transfer-reviews/:id/not-gift',
    mayEditDonations,
    async (req, user, id, data) =>
      decisionAnswer(await closeReviewNotGift(req.payload, user, id, data.reason)),
  ),
  endpoint('/workflows/donations/:id/anonymity', mayEditDonations, async (req, user, id, data) =>
    typeof data.is_anonymous === 'boolean'
      ? decisionAnswer(await setDonationAnonymity(req.payload, user, id, data.is_anonymous))
      : json(400, { error: 'Send is_anonymous true or false.' }),
  ),
  ...(
    [
      ['pause', pauseProject, adminCopy.projectPaused],
      ['resume', resumeProject, adminCopy.projectResumed],
    ] as const
  ).map(([action, run, done]) =>
    endpoint(`/workflows/projects/:id/${action}`, mayEditProjects, async (req, user, id, data) => {
      const result = await run(
        req.payload,
        user,
        id,
        typeof data.reason === 'string' ? data.reason : null,
      )
      return result.ok
        ? json(200, { message: done })
        : json(result.status, { error: result.message })
    }),
  ),
]
