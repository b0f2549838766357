import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { pendingJobFor } from './payloadJobs'
import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * The super admins' queue of changes (src/lib/workflows/changeRequests.ts). A review locks its
 * change's row first (SELECT … FOR UPDATE), so two super admins reviewing at once decide it once;
 * the decision itself is written through the Local API, so the audit trail names the reviewer.
 */
export type ClaimedChange = {
  status: string
  table_name: string
  record_id: string
  new_data: Record<string, unknown>
}

/** The change's row, locked until the request's transaction ends; null when there is none. */
export const lockPendingChange = async (
  payload: Payload,
  req: PayloadRequest,
  changeId: number,
): Promise<ClaimedChange | null> => {
  const db = await drizzleFor(payload, req)
  const [change] = rowsOf<ClaimedChange>(
    await db.execute(sql`
      select status, table_name, record_id, new_data from pending_changes
      where id = ${changeId} for update`),
  )
  return change ?? null
}

/**
 * The id of a change still waiting with the same table, record and new value, or null. It first
 * takes a lock on that change's key until the request's transaction ends, so two identical
 * requests at once queue one change.
 */
export const lockAndFindWaitingChange = async (
  payload: Payload,
  req: PayloadRequest,
  change: { table: string; recordId: string; newData: Record<string, unknown> },
): Promise<number | null> => {
  const db = await drizzleFor(payload, req)
  const key = `pending_changes:${change.table}:${change.recordId}:${JSON.stringify(change.newData)}`
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
  const [waiting] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from pending_changes
      where table_name = ${change.table} and record_id = ${change.recordId} and status = 'pending'
        and new_data = ${JSON.stringify(change.newData)}::jsonb
      limit 1`),
  )
  return waiting?.id ?? null
}

/** A report request's type and status, its row locked until the request's transaction ends. */
export const lockReportRequest = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<{ report_type: string; status: string } | null> => {
  const db = await drizzleFor(payload, req)
  const [request] = rowsOf<{ report_type: string; status: string }>(
    await db.execute(
      sql`select report_type, status from impact_report_requests where id = ${id} for update`,
    ),
  )
  return request ?? null
}

/**
 * A donation's status, locked until the transaction ends, and whether a resent receipt of it still
 * waits in the queue: two clicks on 'Resend receipt' at once queue one e-mail.
 */
export const lockDonationForResend = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<{ status: string; resendWaiting: boolean } | null> => {
  const db = await drizzleFor(payload, req)
  const [donation] = rowsOf<{ status: string }>(
    await db.execute(sql`select status::text as status from donations where id = ${id} for update`),
  )
  if (!donation) return null
  // Its own statement, after the lock: a statement's snapshot is taken when it starts, so a job
  // queued by the click that held the lock is seen only by a query begun once that click committed.
  const [waiting] = rowsOf<{ waiting: boolean }>(
    await db.execute(sql`
      select ${pendingJobFor(
        'send-donation-receipt',
        { key: 'donationId', equals: String(id), flag: 'resend' },
        { failed: false },
      )} as waiting`),
  )
  return { status: donation.status, resendWaiting: Boolean(waiting?.waiting) }
}
