import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { slugs } from '@collections/slugs'
import { adminCopy } from '@/copy/admin'
import { lockDonationForResend, lockReportRequest } from '@/lib/db/workflows'
import { runJobSoon } from '@/lib/jobs/runSoon'

import { asUser } from './asUser'
import type { ReviewStatus } from './sponsorships'

/**
 * Staff decisions that are actions, not field edits (back-office.md sections 4 and 6): a volunteer
 * application's review, an impact-report request's review, a donation's anonymity. The fields they
 * set are closed to plain edits; the endpoint (endpoints/workflows.ts) has checked the right, and
 * each writes as the deciding user, so the record and the audit trail both say who and when.
 */
export type Decision =
  { ok: true; message: string } | { ok: false; status: number; message: string }

export const refuse = (status: number, message: string): Decision => ({
  ok: false,
  status,
  message,
})

export const wholeId = (id: string | number): number | null => {
  const value = Number(id)
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

/** The document, or null when the id names none. */
const find = (payload: Payload, collection: 'volunteer-applications' | 'donations', id: number) =>
  payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })

export const reviewVolunteerApplication = async (
  payload: Payload,
  user: TypedUser,
  rawId: string,
  status: ReviewStatus,
): Promise<Decision> => {
  const id = wholeId(rawId)
  if (!id || !(await find(payload, slugs.volunteerApplications, id)))
    return refuse(404, 'This application was not found.')
  await asUser(payload, user, (req) =>
    payload.update({
      collection: slugs.volunteerApplications,
      id,
      data: { status, reviewed_by: user.id as number, reviewed_at: new Date().toISOString() },
      overrideAccess: true,
      req,
    }),
  )
  return { ok: true, message: adminCopy.statusUpdated }
}

export const setDonationAnonymity = async (
  payload: Payload,
  user: TypedUser,
  rawId: string,
  isAnonymous: boolean,
): Promise<Decision> => {
  const id = wholeId(rawId)
  if (!id || !(await find(payload, slugs.donations, id)))
    return refuse(404, 'This donation was not found.')
  await asUser(payload, user, async (req) => {
    await payload.update({
      collection: slugs.donations,
      id,
      data: { is_anonymous: isAnonymous },
      overrideAccess: true,
      req,
    })
    // The first gift of a monthly gift speaks for the gift: its later months copy the first's choice.
    await payload.update({
      collection: slugs.monthlyGifts,
      where: { first_donation: { equals: id } },
      data: { is_anonymous: isAnonymous },
      overrideAccess: true,
      req,
    })
  })
  return { ok: true, message: adminCopy.anonymityUpdated }
}

/** The published report with a PDF an approval sends, or the refusal to show. */
const reportToSend = async (
  payload: Payload,
  req: PayloadRequest,
  reportId: unknown,
): Promise<number | Decision> => {
  const id = typeof reportId === 'number' || typeof reportId === 'string' ? wholeId(reportId) : null
  const report = id
    ? await payload.findByID({
        collection: slugs.impactReports,
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
    : null
  if (!report?.is_published) return refuse(400, adminCopy.chooseReportToSend)
  if (!report.file) return refuse(400, adminCopy.reportHasNoPdf)
  return report.id
}

/**
 * Approving sends the chosen published report: it records who decided and when, which report and
 * sent_at (back-office.md), and queues the requester's e-mail in the same transaction
 * (src/jobs/sendImpactReport.ts). The row is locked first, so two approvals at once queue one
 * e-mail; a request already in the asked-for state is refused. Rejecting clears sent_at.
 * Pitch-deck requests have their own page and flow (src/lib/pitchDecks/review.ts).
 */
export const reviewReportRequest = async (
  payload: Payload,
  user: TypedUser,
  rawId: string,
  status: ReviewStatus,
  reportId: unknown,
  origin: string,
): Promise<Decision> => {
  const id = wholeId(rawId)
  if (!id) return refuse(404, 'This request was not found.')
  const outcome = await asUser(
    payload,
    user,
    async (req): Promise<Decision | { jobId: number | string | null }> => {
      const request = await lockReportRequest(payload, req, id)
      if (!request) return refuse(404, 'This request was not found.')
      if (request.report_type === 'pitch_deck')
        return refuse(400, adminCopy.pitchDeckDecidedElsewhere)
      if (request.status === status) return refuse(409, `This request has already been ${status}.`)
      const report = status === 'approved' ? await reportToSend(payload, req, reportId) : null
      if (report && typeof report === 'object') return report
      const decided = await payload.update({
        collection: slugs.impactReportRequests,
        id,
        data: { status, report },
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (status !== 'approved') return { jobId: null }
      const job = await payload.jobs.queue({
        task: 'send-impact-report',
        input: { requestId: id, origin, sentAt: decided.sent_at ?? '' },
        req,
      })
      return { jobId: job.id }
    },
    (result) => 'jobId' in result,
  )
  if (!('jobId' in outcome)) return outcome
  // Started after the commit, which it needs to see; the queue's cron retries it if this attempt fails.
  if (outcome.jobId !== null) runJobSoon(payload, outcome.jobId)
  return {
    ok: true,
    message: status === 'approved' ? adminCopy.requestApproved : adminCopy.requestRejected,
  }
}

/**
 * 'Resend receipt' (issue #29: a donor whose receipt never came could not be helped): the receipt
 * is queued again for the donor's stored address, once however many clicks, and only for a
 * completed gift. The audit trail names who asked, through the job's request.
 */
export const resendReceipt = async (
  payload: Payload,
  user: TypedUser,
  rawId: string,
): Promise<Decision> => {
  const id = wholeId(rawId)
  if (!id) return refuse(404, 'This donation was not found.')
  const outcome = await asUser(
    payload,
    user,
    async (req): Promise<Decision | { jobId: number | string }> => {
      const donation = await lockDonationForResend(payload, req, id)
      if (!donation) return refuse(404, 'This donation was not found.')
      if (donation.status !== 'completed') return refuse(409, adminCopy.receiptOnlyCompleted)
      if (donation.resendWaiting) return refuse(409, adminCopy.receiptAlreadyQueued)
      const job = await payload.jobs.queue({
        task: 'send-donation-receipt',
        input: { donationId: String(id), resend: true },
        req,
      })
      return { jobId: job.id }
    },
    (result) => 'jobId' in result,
  )
  if (!('jobId' in outcome)) return outcome
  runJobSoon(payload, outcome.jobId)
  return { ok: true, message: adminCopy.receiptResent }
}

/**
 * A completed gift recorded by mistake is voided, never deleted (issue #29): a super admin gives
 * the reason, kept on the donation with who and when, and the audit trail names them. A voided
 * gift leaves every total, list, CSV and statement (they count completed gifts); Paystack still
 * holds any payment, so a refund, if owed, is made there.
 */
export const voidDonation = async (
  payload: Payload,
  user: TypedUser,
  rawId: string,
  rawReason: unknown,
): Promise<Decision> => {
  const id = wholeId(rawId)
  if (!id) return refuse(404, 'This donation was not found.')
  const reason = typeof rawReason === 'string' ? rawReason.trim().slice(0, 1000) : ''
  if (!reason) return refuse(400, adminCopy.voidReasonRequired)
  return asUser(
    payload,
    user,
    async (req): Promise<Decision> => {
      const donation = await lockDonationForResend(payload, req, id)
      if (!donation) return refuse(404, 'This donation was not found.')
      if (donation.status !== 'completed') return refuse(409, adminCopy.voidOnlyCompleted)
      await payload.update({
        collection: slugs.donations,
        id,
        data: {
          status: 'voided',
          void_reason: reason,
          voided_by: user.id as number,
          voided_at: new Date().toISOString(),
        },
        overrideAccess: true,
        req,
      })
      return { ok: true, message: adminCopy.donationVoided }
    },
    (result) => result.ok,
  )
}
