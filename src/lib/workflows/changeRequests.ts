import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'

import { slugs } from '@collections/slugs'
import { mayChangeWithoutReview } from '@/access/rights'
import { adminCopy } from '@/copy/admin'
import { approvePendingChange, rejectPendingChange, type ClaimedChange } from '@/lib/db/workflows'

import { applyApplicationStatus, type ReviewStatus } from './sponsorships'

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
    }
  | { table: 'impact_sponsors'; recordId: number | string; field: 'is_active'; value: boolean }

const COLLECTION = {
  sponsorship_applications: slugs.sponsorshipApplications,
  impact_sponsors: slugs.impactSponsors,
} as const

export type ChangeResult = { result: 'applied' | 'queued'; message: string }

const applyChange = async (
  payload: Payload,
  req: Partial<PayloadRequest>,
  target: ChangeTarget,
) => {
  if (target.table === 'sponsorship_applications')
    return applyApplicationStatus(payload, req, target.recordId, target.value)
  return payload.update({
    collection: slugs.impactSponsors,
    id: target.recordId,
    data: { is_active: target.value },
    overrideAccess: true,
    req,
  })
}

export const requestChange = async (
  payload: Payload,
  user: TypedUser,
  target: ChangeTarget,
): Promise<ChangeResult> => {
  if (mayChangeWithoutReview(user)) {
    await applyChange(payload, await createLocalReq({ user }, payload), target)
    return { result: 'applied', message: adminCopy.statusUpdated }
  }
  const current = (await payload.findByID({
    collection: COLLECTION[target.table],
    id: target.recordId,
    depth: 0,
    overrideAccess: true,
  })) as unknown as Record<string, unknown>
  await payload.create({
    collection: slugs.pendingChanges,
    data: {
      action_type: 'UPDATE',
      status: 'pending',
      table_name: target.table,
      record_id: String(target.recordId),
      old_data: { [target.field]: current[target.field] ?? null },
      new_data: { [target.field]: target.value },
      created_by: user.id as number,
    },
    overrideAccess: true,
  })
  return { result: 'queued', message: adminCopy.changeSubmitted.description }
}

type Review = { ok: true } | { ok: false; status: number; message: string }

/**
 * Approves a pending change and applies it, in one transaction: the pending-to-approved move is a
 * conditional UPDATE, so two super admins approving at once apply the change once.
 */
export const approveChange = async (
  payload: Payload,
  user: TypedUser,
  changeId: number | string,
): Promise<Review> => {
  const req = await createLocalReq({ user }, payload)
  await initTransaction(req)
  try {
    const change = await approvePendingChange(payload, req, Number(changeId), user.id)
    if (!change) {
      await killTransaction(req)
      return { ok: false, status: 409, message: 'This change has already been reviewed.' }
    }
    const target = toTarget(change)
    if (!target)
      throw new Error(`Pending change ${changeId} names an unknown change (${change.table_name})`)
    await applyChange(payload, req, target)
    await commitTransaction(req)
    return { ok: true }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

export const rejectChange = async (
  payload: Payload,
  user: TypedUser,
  changeId: number | string,
  reason: string | null | undefined,
): Promise<Review> => {
  const rejected = await rejectPendingChange(
    payload,
    Number(changeId),
    user.id,
    reason?.trim() || adminCopy.noReason,
  )
  return rejected
    ? { ok: true }
    : { ok: false, status: 409, message: 'This change has already been reviewed.' }
}

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
