import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * The super admins' queue of changes (src/lib/workflows/changeRequests.ts). Each review is one
 * conditional UPDATE from pending, so two super admins reviewing at once decide it once.
 */
export type ClaimedChange = {
  table_name: string
  record_id: string
  new_data: Record<string, unknown>
}

/** Marks a pending change approved in the request's transaction and returns it; null when it was no longer pending. */
export const approvePendingChange = async (
  payload: Payload,
  req: PayloadRequest,
  changeId: number,
  reviewerId: number | string,
): Promise<ClaimedChange | null> => {
  const db = await drizzleFor(payload, req)
  const [change] = rowsOf<ClaimedChange>(
    await db.execute(sql`
      update pending_changes set status = 'approved', reviewed_by_id = ${reviewerId}, reviewed_at = now(), updated_at = now()
      where id = ${changeId} and status = 'pending'
      returning table_name, record_id, new_data`),
  )
  return change ?? null
}

/** Marks a pending change rejected with its reason; false when it was no longer pending. */
export const rejectPendingChange = async (
  payload: Payload,
  changeId: number,
  reviewerId: number | string,
  reason: string,
): Promise<boolean> => {
  const rejected = rowsOf(
    await payload.db.drizzle.execute(sql`
      update pending_changes set status = 'rejected', reviewed_by_id = ${reviewerId}, reviewed_at = now(),
        rejection_reason = ${reason}, updated_at = now()
      where id = ${changeId} and status = 'pending' returning id`),
  )
  return rejected.length > 0
}
