import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { startOfLagosDay } from '@/lib/dates'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * Weekly runs (issue #34): a weekly run's row lock, taken by whoever makes or changes its runs, so
 * two instances' jobs and a save in the back office make each date's run once, one after another.
 * FOR NO KEY UPDATE (its id never changes): a row made to reference it (a run, an every-week
 * booking) takes FOR KEY SHARE, which FOR UPDATE would block, so a seat request holding a run and
 * making an every-week booking could deadlock with the job holding this and waiting for that run.
 */
export const lockSeries = async (
  payload: Payload,
  req: PayloadRequest,
  seriesId: number,
): Promise<boolean> => {
  const db = await drizzleFor(payload, req)
  return (
    rowsOf(
      await db.execute(sql`select id from run_series where id = ${seriesId} for no key update`),
    ).length > 0
  )
}

/** The Lagos days (yyyy-MM-dd) a weekly run has already made a run for, moved or cancelled ones too. */
export const seriesDaysMade = async (
  payload: Payload,
  req: PayloadRequest,
  seriesId: number,
): Promise<Set<string>> => {
  const db = await drizzleFor(payload, req)
  const rows = rowsOf<{ day: string }>(
    await db.execute(
      sql`select series_day as day from bus_runs where series_id = ${seriesId} and series_day is not null`,
    ),
  )
  return new Set(rows.map((row) => row.day))
}

/**
 * A weekly run's scheduled runs from today on that nobody has booked, locked until the transaction
 * ends: a seat request takes the same run lock first (bookings.ts), so none is booked while changed.
 */
export const lockUnbookedRunsAhead = async (
  payload: Payload,
  req: PayloadRequest,
  seriesId: number,
): Promise<{ id: number; date: string }[]> => {
  const db = await drizzleFor(payload, req)
  const locked = rowsOf<{ id: number; date: string }>(
    await db.execute(sql`
      select id, date from bus_runs
      where series_id = ${seriesId} and status = 'scheduled'
        and date >= ${startOfLagosDay().toISOString()}::timestamptz
      order by date for update`),
  )
  if (locked.length === 0) return []
  // A second statement, so it sees the bookings committed while it waited for the locks.
  const booked = new Set(
    rowsOf<{ id: number }>(
      await db.execute(sql`
        select distinct bus_run_id as id from ride_bookings
        where bus_run_id = any(${sql.param(locked.map((run) => Number(run.id)))}::int[])`),
    ).map((row) => Number(row.id)),
  )
  return locked
    .filter((run) => !booked.has(Number(run.id)))
    .map((run) => ({ id: Number(run.id), date: new Date(run.date).toISOString() }))
}
