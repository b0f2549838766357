import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { slugs } from '@collections/slugs'
import { mayChangeWithoutReview } from '@/access/rights'
import { adminCopy } from '@/copy/admin'
import { lockAndFindWaitingChange, lockPendingChange, type ClaimedChange } from '@/lib/db/workflows'

import { runJobSoon } from '@/lib/jobs/runSoon'

import { asUser } from './asUser'
import { applyApplicationStatus, type ReviewStatus } from './sponsorships'
import { isRowId } from '@/lib/db/ids'

/**
 * Changes that go through the super admins' queue (back-office.md, section 6): a sponsorship
 * application's status and a sponsor's visibility. A super admin's change applies at once, an
 * admin allowed to edit the section (the endpoint checked it) submits it for approval, and only
 * super admins review the queue (mayReviewChanges, endpoints/workflows.ts).
 */
export type ChangeTarget =
  | {
      table: 'sponsorship_applications'
      recordId: number | string
      field: 'status'
      value: ReviewStatus
      /** A rejection's reason, e-mailed to the applicant; kept with a change that waits for review. */
      reason?: string
    }
  | { table: 'impact_sponsors'; recordId: number | string; field: 'is_active'; value: boolean }

const COLLECTION = {
  sponsorship_applications: slugs.sponsorshipApplications,
  impact_sponsors: slugs.impactSponsors,
} as const

export type ChangeResult = { result: 'applied' | 'queued'; message: string }

/** Applies a change in the request's transaction; returns the e-mail job it queued, to start once committed. */
const applyChange = async (
  payload: Payload,
  req: PayloadRequest,
  target: ChangeTarget,
): Promise<number | string | null> => {
  if (target.table === 'sponsorship_applications')
    return (
      await applyApplicationStatus(payload, req, target.recordId, target.value, target.reason)
    ).jobId
  await payload.update({
    collection: slugs.impactSponsors,
    id: target.recordId,
    data: { is_active: target.value },
    overrideAccess: true,
    req,
  })
  return null
}

/**
 * A super admin's change applies at once. Anyone else's is queued, once: the same change still
 * waiting (same record, field and value) is not queued again.
 */
export const requestChange = async (
  payload: Payload,
  user: TypedUser,
  target: ChangeTarget,
): Promise<ChangeResult> => {
  if (mayChangeWithoutReview(user)) {
    const job = await asUser(payload, user, (req) => applyChange(payload, req, target))
    if (job !== null) runJobSoon(payload, job)
    return { result: 'applied', message: adminCopy.statusUpdated }
  }
  const reason = 'reason' in target && target.reason ? { reason: target.reason } : {}
  const newData = { [target.field]: target.value, ...reason }
  return asUser(payload, user, async (req) => {
    const waiting = await lockAndFindWaitingChange(payload, req, {
      table: target.table,
      recordId: String(target.recordId),
      newData,
    })
    if (waiting !== null) return { result: 'queued', message: adminCopy.changeAlreadyWaiting }
    const current = (await payload.findByID({
      collection: COLLECTION[target.table],
      id: target.recordId,
      depth: 0,
      overrideAccess: true,
      req,
    })) as unknown as Record<string, unknown>
    await payload.create({
      collection: slugs.pendingChanges,
      data: {
        action_type: 'UPDATE',
        status: 'pending',
        table_name: target.table,
        record_id: String(target.recordId),
        old_data: { [target.field]: current[target.field] ?? null },
        new_data: newData,
        created_by: user.id as number,
      },
      overrideAccess: true,
      req,
    })
    return { result: 'queued', message: adminCopy.changeSubmitted.description }
  })
}

type Review =
  { ok: true; job?: number | string | null } | { ok: false; status: number; message: string }

const alreadyReviewed: Review = {
  ok: false,
  status: 409,
  message: 'This change has already been reviewed.',
}

/**
 * Decides a pending change in one transaction that holds its row lock, only while it is pending:
 * two super admins approving at once apply it once (the second waits, then gets 409). Approving
 * applies the change in the same transaction; both decisions are audited as the reviewer's.
 */
const review = (
  payload: Payload,
  user: TypedUser,
  changeId: number | string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): Promise<Review> =>
  asUser(
    payload,
    user,
    async (req): Promise<Review> => {
      const id = Number(changeId)
      const change = isRowId(id) ? await lockPendingChange(payload, req, id) : null
      if (!change) return { ok: false, status: 404, message: 'This change was not found.' }
      if (change.status !== 'pending') return alreadyReviewed
      const target = decision.status === 'approved' ? toTarget(change) : null
      if (decision.status === 'approved' && !target)
        return { ok: false, status: 400, message: 'This change cannot be applied; reject it.' }
      await payload.update({
        collection: slugs.pendingChanges,
        id,
        data: {
          status: decision.status,
          reviewed_by: user.id as number,
          reviewed_at: new Date().toISOString(),
          ...(decision.status === 'rejected' ? { rejection_reason: decision.reason } : {}),
        },
        overrideAccess: true,
        req,
      })
      return { ok: true, job: target ? await applyChange(payload, req, target) : null }
    },
    (result) => result.ok,
  ).then((result) => {
    if (result.ok && result.job !== null && result.job !== undefined)
      runJobSoon(payload, result.job)
    return result
  })

export const approveChange = (payload: Payload, user: TypedUser, changeId: number | string) =>
  review(payload, user, changeId, { status: 'approved' })

export const rejectChange = (
  payload: Payload,
  user: TypedUser,
  changeId: number | string,
  reason: string | null | undefined,
) =>
  review(payload, user, changeId, {
    status: 'rejected',
    reason: reason?.trim() || adminCopy.noReason,
  })

const toTarget = (change: ClaimedChange): ChangeTarget | null => {
  if (
    change.table_name === 'sponsorship_applications' &&
    (change.new_data.status === 'approved' || change.new_data.status === 'rejected')
  ) {
    return {
      table: 'sponsorship_applications',
      recordId: change.record_id,
      field: 'status',
      value: change.new_data.status,
      ...(typeof change.new_data.reason === 'string' ? { reason: change.new_data.reason } : {}),
    }
  }
  if (change.table_name === 'impact_sponsors' && typeof change.new_data.is_active === 'boolean') {
    return {
      table: 'impact_sponsors',
      recordId: change.record_id,
      field: 'is_active',
      value: change.new_data.is_active,
    }
  }
  return null
}
