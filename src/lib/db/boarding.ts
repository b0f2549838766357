import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { BoardingMark } from '@collections/options'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * The day itself (issue #34): what the driver's page reads and decides under the run's row lock
 * (lockRun, src/lib/db/rides.ts), and the counts of who boarded and who did not come.
 */

/** A booking as the driver's marks need it; read under its run's lock when `req` holds it. */
export type DayBooking = {
  id: number
  code: string
  run_id: number
  status: 'confirmed' | 'waitlisted' | 'cancelled'
  people: number
  minors: boolean
  guardian_name: string | null
  boarding: BoardingMark | null
  handed_over_at: string | null
}

export const dayBookingOf = async (
  payload: Payload,
  req: PayloadRequest,
  code: string,
): Promise<DayBooking | null> => {
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<DayBooking>(
    await db.execute(sql`
      select id, code, bus_run_id as run_id, status::text as status, people::int as people,
             coalesce(minors, false) as minors, guardian_name, boarding::text as boarding,
             handed_over_at::text as handed_over_at
      from ride_bookings where code = ${code}`),
  )
  return row ?? null
}

/** The run a driver acts on, locked until the transaction ends (the same lock every seat decision takes). */
export type DayRun = {
  id: number
  church_id: number
  title: string
  date: string
  driver_id: number | null
  status: string
  closed_at: string | null
  /** The run's Lagos day is today. */
  today: boolean
}

export const lockDayRun = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
  dayStart: Date,
): Promise<DayRun | null> => {
  const db = await drizzleFor(payload, req)
  const dayEnd = new Date(dayStart.getTime() + 24 * 3600 * 1000)
  const [run] = rowsOf<DayRun>(
    await db.execute(sql`
      select id, church_id, title, date::text as date, driver_id, status::text as status,
             closed_at::text as closed_at,
             date >= ${dayStart.toISOString()}::timestamptz
               and date < ${dayEnd.toISOString()}::timestamptz as today
      from bus_runs where id = ${runId} for update`),
  )
  return run ?? null
}

/**
 * The run's confirmed children not accounted for: neither handed over nor marked Not here (a
 * child the driver never marked counts too). Their booking codes.
 */
export const childrenNotHandedOver = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
): Promise<string[]> => {
  const db = await drizzleFor(payload, req)
  return rowsOf<{ code: string }>(
    await db.execute(sql`
      select code from ride_bookings
      where bus_run_id = ${runId} and status = 'confirmed' and minors
        and boarding is distinct from 'no_show' and handed_over_at is null
      order by id`),
  ).map((row) => row.code)
}

export type DayMark = {
  code: string
  boarding: BoardingMark | null
  handed_to: string | null
}

/** Each confirmed booking's mark on the run (the driver's page). */
export const dayMarksOf = async (payload: Payload, runId: number): Promise<DayMark[]> =>
  rowsOf<DayMark>(
    await payload.db.drizzle.execute(sql`
      select code, boarding::text as boarding, handed_to from ride_bookings
      where bus_run_id = ${runId} and status = 'confirmed'`),
  )

/** The run's close as the driver's page shows it. */
export const runCloseOf = async (
  payload: Payload,
  runId: number,
): Promise<{ closed_at: string | null; escalated_at: string | null }> => {
  const [row] = rowsOf<{ closed_at: string | null; escalated_at: string | null }>(
    await payload.db.drizzle.execute(
      sql`select closed_at::text as closed_at, escalated_at::text as escalated_at
          from bus_runs where id = ${runId}`,
    ),
  )
  return row ?? { closed_at: null, escalated_at: null }
}

/**
 * Whether a booking's people count as rides given (issue #34), for a run that has gone (its date
 * is past, or its driver closed it): those who boarded; on a run nobody marked (every run before
 * the driver's marks, or a driver who did not use them) every confirmed seat, as before.
 */
export const givenRide = sql`(b.boarding = 'boarded' or (r.closed_at is null and not exists (
  select 1 from ride_bookings m where m.bus_run_id = r.id and m.boarding is not null)))`

/** A run that has gone: its date is before today (Lagos), or its driver closed it. */
export const goneRun = (today: string) =>
  sql`r.status = 'scheduled' and (r.date < ${today}::timestamptz or r.closed_at is not null)`

/** People marked Not here, and the phones with `times` or more of them since `since`. */
export const noShows = async (
  payload: Payload,
  { church, since, times }: { church: number | null; since: string; times: number },
) => {
  const ofChurch = church === null ? sql`true` : sql`b.church_id = ${church}`
  const rows = rowsOf<{
    total: string
    repeated: { name: string; phone: string; count: number }[]
  }>(
    await payload.db.drizzle.execute(sql`
      select
        (select coalesce(sum(b.people), 0) from ride_bookings b
           where b.status = 'confirmed' and b.boarding = 'no_show' and ${ofChurch})::text as total,
        coalesce((select json_agg(x order by x.count desc, x.name) from (
          select max(b.passenger_name) as name, b.phone, count(*)::int as count
          from ride_bookings b join bus_runs r on r.id = b.bus_run_id
          where b.status = 'confirmed' and b.boarding = 'no_show' and r.date >= ${since}::timestamptz
            and ${ofChurch}
          group by b.phone having count(*) >= ${times}) x), '[]'::json) as repeated`),
  )
  return { total: Number(rows[0]?.total ?? 0), repeated: rows[0]?.repeated ?? [] }
}

/** Runs closed with a child not handed over: every church's, or one church's. */
export const escalatedRuns = async (payload: Payload, church: number | null): Promise<number> => {
  const ofChurch = church === null ? sql`true` : sql`church_id = ${church}`
  const [row] = rowsOf<{ count: string }>(
    await payload.db.drizzle.execute(
      sql`select count(*)::text as count from bus_runs where escalated_at is not null and ${ofChurch}`,
    ),
  )
  return Number(row?.count ?? 0)
}
