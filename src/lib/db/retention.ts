import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { ANALYTICS_TIME_ZONE } from '@/lib/analytics/range'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * What the data-retention job (src/lib/retention/purge.ts) finds past its period. Each finder
 * returns at most `limit` ids, oldest first, of rows the job may delete through the Local API (so
 * upload files and hooks go with them); the raw analytics rows, many and without files, are deleted here.
 */

export type RetentionFinder = (
  payload: Payload,
  req: PayloadRequest,
  args: { cutoff: Date; limit: number },
) => Promise<number[]>

const ids = async (payload: Payload, req: PayloadRequest, query: ReturnType<typeof sql>) =>
  rowsOf<{ id: number }>(await (await drizzleFor(payload, req)).execute(query)).map((row) => row.id)

/**
 * Whether this transaction won the run: a second run at the same time (two instances' schedulers
 * each queued one) gets false at once and does nothing. The lock ends with the transaction.
 */
export const lockRetentionRun = async (payload: Payload, req: PayloadRequest): Promise<boolean> => {
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<{ locked: boolean }>(
    await db.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('fellowship-rides:data-retention')) as locked`,
    ),
  )
  return row.locked
}

/** Bookings of runs whose service date is before the cutoff: a coming or recent run's stay. */
export const bookingsPastPeriod: RetentionFinder = (payload, req, { cutoff, limit }) =>
  ids(
    payload,
    req,
    sql`select b.id from ride_bookings as b join bus_runs as r on r.id = b.bus_run_id
      where r.date < ${cutoff.toISOString()}::timestamptz order by r.date, b.id limit ${limit}`,
  )

/** Requests for a ride where none went (issue #34), left before the cutoff, told or not. */
export const rideRequestsPastPeriod: RetentionFinder = (payload, req, { cutoff, limit }) =>
  ids(
    payload,
    req,
    sql`select id from ride_requests where created_at < ${cutoff.toISOString()}::timestamptz
      order by id limit ${limit}`,
  )

/** Drivers rejected before the cutoff and on no bus run (a run names its driver to its passengers). */
export const rejectedDriversPastPeriod: RetentionFinder = (payload, req, { cutoff, limit }) =>
  ids(
    payload,
    req,
    sql`select d.id from drivers as d
      where d.status = 'rejected' and coalesce(d.reviewed_at, d.updated_at) < ${cutoff.toISOString()}::timestamptz
        and not exists (select 1 from bus_runs as r where r.driver_id = d.id)
      order by d.id limit ${limit}`,
  )

/** Papers no driver names any more (replaced when they expired, or never attached), untouched since the cutoff. */
export const unusedPapersPastPeriod: RetentionFinder = (payload, req, { cutoff, limit }) =>
  ids(
    payload,
    req,
    sql`select p.id from driver_documents as p
      where p.updated_at < ${cutoff.toISOString()}::timestamptz
        and not exists (
          select 1 from drivers as d where d.roadworthiness_document_id = p.id or d.insurance_document_id = p.id
        )
      order by p.id limit ${limit}`,
  )

/** Rows of `table` whose own `column` (a time of our schema's, never a caller's string) is before the cutoff. */
const writtenBefore =
  (table: string, column: string): RetentionFinder =>
  (payload, req, { cutoff, limit }) =>
    ids(
      payload,
      req,
      sql`select id from ${sql.identifier(table)} where ${sql.identifier(column)} < ${cutoff.toISOString()}::timestamptz
        order by ${sql.identifier(column)}, id limit ${limit}`,
    )

export const volunteerApplicationsPastPeriod = writtenBefore(
  'volunteer_applications',
  'applied_date',
)

/** Resumes sent before the cutoff that no remaining application names (their application went first). */
export const resumesPastPeriod: RetentionFinder = (payload, req, { cutoff, limit }) =>
  ids(
    payload,
    req,
    sql`select f.id from volunteer_resumes as f
      where f.created_at < ${cutoff.toISOString()}::timestamptz
        and not exists (select 1 from volunteer_applications as a where a.resume_id = f.id)
      order by f.id limit ${limit}`,
  )

/** Impact-report and pitch-deck requests made before the cutoff. */
export const reportRequestsPastPeriod = writtenBefore('impact_report_requests', 'created_at')

export const outboxMessagesPastPeriod = writtenBefore('email_outbox', 'created_at')

/** SMS and WhatsApp messages, sent or received, written before the cutoff. */
export const textMessagesPastPeriod = writtenBefore('messages', 'created_at')

/**
 * Deletes up to `limit` raw analytics events from before the cutoff whose day is rolled up
 * (src/lib/db/analytics.ts: the roll-up is contiguous from its first day, and the report reads
 * those days from it alone). Events of days before the first roll-up row, or not reached yet, stay.
 */
export const deleteRolledUpAnalyticsEvents = async (
  payload: Payload,
  req: PayloadRequest,
  { cutoff, limit }: { cutoff: Date; limit: number },
): Promise<number> => {
  const tz = sql.raw(`'${ANALYTICS_TIME_ZONE}'`)
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<{ deleted: number }>(
    await db.execute(sql`
      with rolled as (
        select min(day)::timestamp at time zone ${tz} as start_at, (max(day) + 1)::timestamp at time zone ${tz} as end_at
        from analytics_daily
      ),
      gone as (
        delete from analytics_events where id in (
          select e.id from analytics_events as e, rolled as r
          where e.created_at >= r.start_at and e.created_at < least(r.end_at, ${cutoff.toISOString()}::timestamptz)
          order by e.created_at limit ${limit}
        )
        returning 1
      )
      select count(*)::int as deleted from gone`),
  )
  return row.deleted
}

/**
 * The "this e-mail left" markers (src/lib/mail/sendOnce.ts) of e-mails sent before `cutoff`: a
 * marker only stops a retried job from sending its e-mail again, and no job lives for days. Not
 * personal data (a hash of the Message-ID), so not counted in the retention audit.
 */
export const deleteOldSentMarkers = async (
  payload: Payload,
  req: PayloadRequest,
  { prefix, cutoff }: { prefix: string; cutoff: Date },
): Promise<number> => {
  const db = await drizzleFor(payload, req)
  return rowsOf<{ key: string }>(
    await db.execute(sql`
      delete from payload_kv
      where starts_with(key, ${prefix}) and (data ->> 'at')::timestamptz < ${cutoff.toISOString()}::timestamptz
      returning key`),
  ).length
}
