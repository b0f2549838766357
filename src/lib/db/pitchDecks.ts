import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

export type PitchDeckCounts = { pending: number; approved: number; rejected: number }

/** Pending, approved and rejected pitch-deck requests, counted by PostgreSQL in one pass. */
export const countPitchDeckRequests = async (payload: Payload): Promise<PitchDeckCounts> => {
  const result = await payload.db.drizzle.execute(sql`
    select
      count(*) filter (where status = 'pending') as pending,
      count(*) filter (where status = 'approved') as approved,
      count(*) filter (where status = 'rejected') as rejected
    from impact_report_requests where report_type = 'pitch_deck'`)
  const row = rowsOf<Record<string, string | number>>(result)[0]
  return {
    pending: Number(row.pending),
    approved: Number(row.approved),
    rejected: Number(row.rejected),
  }
}

/**
 * Locks a pitch-deck request's row (SELECT … FOR UPDATE) in the request's open transaction, until it
 * commits; returns its status, or null when there is no such pitch-deck request.
 */
export const lockPitchDeckRequest = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<string | null> => {
  const db = await drizzleFor(payload, req)
  const [locked] = rowsOf<{ status: string }>(
    await db.execute(
      sql`select status from impact_report_requests where id = ${id} and report_type = 'pitch_deck' for update`,
    ),
  )
  return locked?.status ?? null
}
