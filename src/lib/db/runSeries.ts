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
 * A weekly run's scheduled runs from today on that its driver has not closed and that were not
 * changed on their own, locked until the transaction ends (issue #34): a seat request takes the
 * same run lock first (bookings.ts), so none is decided while its run changes.
 */
export const lockRunsAhead = async (
  payload: Payload,
  req: PayloadRequest,
  seriesId: number,
): Promise<{ id: number; date: string }[]> => {
  const db = await drizzleFor(payload, req)
  return rowsOf<{ id: number; date: string }>(
    await db.execute(sql`
      select id, date from bus_runs
      where series_id = ${seriesId} and status = 'scheduled' and closed_at is null
        and not coalesce(changed_alone, false)
        and date >= ${startOfLagosDay().toISOString()}::timestamptz
        -- A run with someone on board is under way: its driver and stops stay as they are.
        and not exists (select 1 from ride_bookings b where b.bus_run_id = bus_runs.id and b.boarding = 'boarded')
      order by date for update`),
  ).map((run) => ({ id: Number(run.id), date: new Date(run.date).toISOString() }))
}
